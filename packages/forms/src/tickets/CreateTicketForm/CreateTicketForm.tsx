import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Text,
  TextField,
  type HeadingLevel,
} from '@partner-portal/ui/primitives';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormikValuesListener } from '../../fields/FormikValuesListener.tsx';
import { FocusFirstError } from '../../fields/FocusFirstError.tsx';
import { FormikDateTimePicker } from '../../fields/FormikDateTimePicker.tsx';
import { FormikSelect } from '../../fields/FormikSelect.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { sowSubtypeLabel } from '../../operations-shared/labels.ts';
import { createTicketMessages as c } from '../createMessages.ts';
import { ticketPriorityOptions } from '../labels.ts';
import { ticketMessages as m } from '../messages.ts';
import {
  CREATE_TICKET_LIMITS,
  createTicketInitialValues,
  createTicketSchema,
  ticketSchemaMessages,
  toInstant,
  type CreateTicketSubmission,
  type CreateTicketValues,
} from '../schemas.ts';
import { FormBox, Group, Pair } from './CreateTicketForm.styles.ts';

/** The state of the pincode lookup the parent runs after `onPincodeLookup`. */
export interface PincodeLookup {
  status: 'idle' | 'loading' | 'found' | 'not_found' | 'error';
  district?: string;
  state?: string;
}

/** Props of {@link CreateTicketForm}. */
export interface CreateTicketFormProps {
  /** Projects to choose from. */
  projects: readonly { id: number; name: string }[];
  /** SOW subtypes to choose from (the value submitted is the name). */
  sowSubtypes: readonly string[];
  /** Starting values. Default: empty, priority Medium. */
  initialValues?: CreateTicketValues;
  /** Called once per new valid 6-digit pincode; the parent looks it up and passes `pincodeLookup`. */
  onPincodeLookup: (pincode: string) => void;
  /** The lookup's state: 'found' fills the read-only District and State. Default idle. */
  pincodeLookup?: PincodeLookup;
  /**
   * Called with the trimmed values, the project id as a number and the looked-up district and
   * state. Reject or set `formError` to keep every value on screen.
   */
  onSubmit: (values: CreateTicketSubmission) => Promise<void>;
  /** The failure of the last submit (server message, time-out, offline text). */
  formError?: string | null;
  /** Shows the submit button busy (also while `onSubmit`'s promise runs). */
  isSubmitting?: boolean;
  /** The SLA due time must be after this. Default: the time of validation. */
  now?: () => Date;
  /** Level of the form's heading. Default 2. */
  headingLevel?: HeadingLevel;
  /** Called after every change of the values (e.g. to keep a draft on the device; issue 23). */
  onValuesChange?: (values: CreateTicketValues) => void;
  /** Shown under the intro (e.g. 'Draft restored'). */
  notice?: ReactNode;
}

/** Calls `onLookup` when the pincode becomes a new valid 6-digit value. */
function PincodeWatcher({ onLookup }: { onLookup: (pincode: string) => void }) {
  const { values } = useFormikContext<CreateTicketValues>();
  const last = useRef<string | null>(null);
  const pincode = values.pincode.trim();
  useEffect(() => {
    if (/^\d{6}$/.test(pincode) && pincode !== last.current) {
      last.current = pincode;
      onLookup(pincode);
    }
  }, [pincode, onLookup]);
  return null;
}

/**
 * Creates a ticket (/create-ticket): project, case id, SOW subtype; customer name, phone (10 digits,
 * left to right), address and pincode (a valid pincode is looked up through `onPincodeLookup`;
 * `pincodeLookup` fills the read-only District and State, or says it is unknown); product name,
 * model and serial; priority (Medium) and SLA due time (after now). A failed submit shows
 * `formError` above the fields and keeps every value; focus goes to the first invalid field.
 */
export function CreateTicketForm({
  projects,
  sowSubtypes,
  initialValues = createTicketInitialValues,
  onPincodeLookup,
  pincodeLookup = { status: 'idle' },
  onSubmit,
  formError,
  isSubmitting: submittingProp = false,
  now,
  headingLevel = 2,
  onValuesChange,
  notice,
}: CreateTicketFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(
    () =>
      createTicketSchema(
        {
          ...ticketSchemaMessages(intl),
          phoneInvalid: t(c.phoneInvalid),
          pincodeInvalid: t(c.pincodeInvalid),
          slaInPast: t(c.slaInPast),
        },
        now,
      ),
    [intl, t, now],
  );
  const found = pincodeLookup.status === 'found';
  const pincodeNote =
    pincodeLookup.status === 'loading'
      ? t(c.pincodeLooking)
      : pincodeLookup.status === 'error'
        ? t(c.pincodeLookupFailed)
        : t(c.pincodeHelp);

  return (
    <FormBox ref={formRef}>
      <Formik<CreateTicketValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          const cast = schema.cast(values) as CreateTicketValues;
          await onSubmit({
            ...cast,
            projectId: Number(cast.projectId),
            slaDueAt: toInstant(cast.slaDueAt),
            district: found ? (pincodeLookup.district ?? null) : null,
            state: found ? (pincodeLookup.state ?? null) : null,
          }).catch(() => undefined);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={headingId} aria-describedby={formError ? errorId : undefined}>
            <FocusFirstError containerRef={formRef} />
            <PincodeWatcher onLookup={onPincodeLookup} />
            {onValuesChange ? <FormikValuesListener<CreateTicketValues> onChange={onValuesChange} /> : null}
            <FormLayout>
              <Heading level={headingLevel} size="lg" id={headingId}>
                {t(c.title)}
              </Heading>
              <Text tone="muted">{t(c.intro)}</Text>
              {notice}
              {formError ? (
                <Alert variant="error" id={errorId} title={t(c.failed)}>
                  {formError}
                </Alert>
              ) : null}
              <Group>
                <legend>{t(c.ticketGroup)}</legend>
                <FormikSelect
                  name="projectId"
                  label={t(m.project)}
                  isRequired
                  options={projects.map((project) => ({ id: String(project.id), label: project.name }))}
                />
                <Pair>
                  <FormikTextField
                    name="caseId"
                    label={t(m.caseId)}
                    isRequired
                    maxLength={CREATE_TICKET_LIMITS.caseId}
                  />
                  <FormikSelect
                    name="sowSubtype"
                    label={t(m.sowSubtype)}
                    isRequired
                    options={sowSubtypes.map((name) => ({ id: name, label: sowSubtypeLabel(intl, name) }))}
                  />
                </Pair>
                <Pair>
                  <FormikSelect
                    name="priority"
                    label={t(m.priority)}
                    isRequired
                    options={ticketPriorityOptions(intl)}
                  />
                  <FormikDateTimePicker name="slaDueAt" label={t(m.slaDue)} isRequired />
                </Pair>
              </Group>
              <Group>
                <legend>{t(c.customerGroup)}</legend>
                <Pair>
                  <FormikTextField
                    name="customerName"
                    label={t(m.customerName)}
                    isRequired
                    autoComplete="off"
                    maxLength={CREATE_TICKET_LIMITS.customerName}
                  />
                  <FormikTextField
                    name="customerPhone"
                    label={t(m.customerPhone)}
                    description={t(c.phoneHelp)}
                    isRequired
                    type="tel"
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    maxLength={10}
                  />
                </Pair>
                <FormikTextArea
                  name="rawAddress"
                  label={t(m.address)}
                  isRequired
                  maxLength={CREATE_TICKET_LIMITS.address}
                />
                <FormikTextField
                  name="pincode"
                  label={t(m.pincode)}
                  description={pincodeLookup.status === 'not_found' ? undefined : pincodeNote}
                  isRequired
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={6}
                />
                {pincodeLookup.status === 'not_found' ? (
                  <Alert variant="warning">{t(c.pincodeNotFound)}</Alert>
                ) : null}
                <Pair>
                  <TextField
                    label={t(m.district)}
                    value={found ? (pincodeLookup.district ?? '') : ''}
                    description={t(c.fromPincode)}
                    isReadOnly
                  />
                  <TextField
                    label={t(m.state)}
                    value={found ? (pincodeLookup.state ?? '') : ''}
                    description={t(c.fromPincode)}
                    isReadOnly
                  />
                </Pair>
              </Group>
              <Group>
                <legend>{t(c.productGroup)}</legend>
                <FormikTextField
                  name="productName"
                  label={t(m.productName)}
                  isRequired
                  maxLength={CREATE_TICKET_LIMITS.product}
                />
                <Pair>
                  <FormikTextField
                    name="productModel"
                    label={t(m.productModel)}
                    isRequired
                    maxLength={CREATE_TICKET_LIMITS.product}
                  />
                  <FormikTextField
                    name="serialNumber"
                    label={t(m.serialNumber)}
                    isRequired
                    dir="ltr"
                    maxLength={CREATE_TICKET_LIMITS.product}
                  />
                </Pair>
              </Group>
              <FormActions>
                <Button type="submit" variant="primary" isPending={isSubmitting || submittingProp}>
                  {t(c.submit)}
                </Button>
              </FormActions>
            </FormLayout>
          </Form>
        )}
      </Formik>
    </FormBox>
  );
}
