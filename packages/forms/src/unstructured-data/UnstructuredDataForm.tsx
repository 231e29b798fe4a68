import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { TagList, TextArea } from '@partner-portal/ui/inputs';
import { Alert, Button, FormActions, FormLayout, Heading, Text } from '@partner-portal/ui/primitives';
import { Form, Formik, useField } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FocusFirstError } from '../fields/FocusFirstError.tsx';
import { FormikValuesListener } from '../fields/FormikValuesListener.tsx';
import { useIntl } from 'react-intl';
import { unstructuredMessages } from './messages.ts';
import { UnstructuredRoot } from './UnstructuredDataForm.styles.ts';
import {
  toUnstructuredAnswers,
  unstructuredInitialValues,
  validateUnstructured,
  type UnstructuredFieldAnswer,
  type UnstructuredFieldItem,
  type UnstructuredValues,
} from './values.ts';

/** Props of {@link UnstructuredDataForm}. */
export interface UnstructuredDataFormProps {
  /** The template's items (the last template of the project); absent while loading or after a failure. */
  items?: readonly UnstructuredFieldItem[] | null;
  /** The template's name, shown under the title. */
  templateName?: string;
  /** Shows the loading skeleton ('Loading form'). */
  isLoading?: boolean;
  /** Shows 'Error Validating Link!' in place of the form (the template could not be loaded, or there is none). */
  hasLoadError?: boolean;
  /**
   * Called with the data list (`{ key, value }` per item; several values as a list). Resolve on
   * success (the app goes to /success); reject to show 'Error Saving Form Data!' plus the error's
   * message with every value kept.
   */
  onSubmit: (data: UnstructuredFieldAnswer[]) => Promise<void>;
  /** Values to start from over the template's own (e.g. a draft restored from the device; issue 23). */
  initialValues?: Partial<UnstructuredValues>;
  /** Called after every change of the values (e.g. to keep a draft on the device). */
  onValuesChange?: (values: UnstructuredValues) => void;
  /** Shown under the title (e.g. 'Draft restored'). */
  notice?: ReactNode;
  /** For layout only. */
  className?: string;
}

/** One item: a text area for a text, a tag list for several values. */
function ItemField({ item, index }: { item: UnstructuredFieldItem; index: number }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | string[]>(`items.${index}`);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  const common = {
    label: item.key,
    isRequired: !item.isOptional,
    isInvalid: showError,
    errorMessage: showError ? meta.error : undefined,
  };
  if (Array.isArray(field.value)) {
    return (
      <TagList
        {...common}
        name={`item-${index}`}
        value={field.value}
        addLabel={intl.formatMessage(unstructuredMessages.addValueFor, { field: item.key })}
        description={intl.formatMessage(unstructuredMessages.tagsHelp)}
        onChange={(value) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(value);
        }}
      />
    );
  }
  return (
    <TextArea
      {...common}
      name={`items.${index}`}
      minRows={1}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
    />
  );
}

/**
 * The unstructured data form reached by link: renders the project's template items in order (each
 * labelled by its `key`, required unless `isOptional`, 'Please fill the field!' when left blank; a
 * text item as a text area, an item with several values as a tag list), and saves the ticket's data
 * list. 'Error Validating Link!' replaces the form when the template cannot be loaded; a failed save
 * shows 'Error Saving Form Data!' plus the error and keeps every value. It never fetches or navigates.
 * Spec: operations §2 'Unstructured Data Form', §3 'Unstructured template', §7, §8 'Forms'.
 */
export function UnstructuredDataForm({
  items,
  templateName,
  isLoading = false,
  hasLoadError = false,
  onSubmit,
  initialValues,
  onValuesChange,
  notice,
  className,
}: UnstructuredDataFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const errorId = `${baseId}-error`;
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const m = unstructuredMessages;

  if (isLoading) {
    return (
      <UnstructuredRoot className={className}>
        <SkeletonGroup label={intl.formatMessage(m.loading)}>
          <Skeleton blockSize="1.75rem" inlineSize="50%" />
          <Skeleton lines={3} />
        </SkeletonGroup>
      </UnstructuredRoot>
    );
  }

  const title = (
    <Heading level={2} id={titleId}>
      {intl.formatMessage(m.title)}
    </Heading>
  );

  if (hasLoadError || !items) {
    return (
      <UnstructuredRoot className={className} aria-labelledby={titleId}>
        {title}
        <Alert variant="error">{intl.formatMessage(m.loadFailed)}</Alert>
      </UnstructuredRoot>
    );
  }

  const fillField = intl.formatMessage(m.fillField);
  const submit = async (values: UnstructuredValues) => {
    setSaveError(null);
    try {
      await onSubmit(toUnstructuredAnswers(items, values));
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : '');
    }
  };

  return (
    <UnstructuredRoot className={className} aria-labelledby={titleId}>
      {title}
      {notice}
      {templateName ? <Text tone="muted">{templateName}</Text> : null}
      <Formik
        initialValues={{ ...unstructuredInitialValues(items), ...initialValues }}
        validate={(values) => validateUnstructured(items, values, fillField)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <>
            <Form
              ref={formRef}
              noValidate
              aria-labelledby={titleId}
              aria-describedby={saveError !== null ? errorId : undefined}
            >
              <FocusFirstError containerRef={formRef} />
              {onValuesChange ? <FormikValuesListener<UnstructuredValues> onChange={onValuesChange} /> : null}
              <FormLayout>
                {saveError !== null ? (
                  <Alert variant="error" id={errorId} title={intl.formatMessage(m.saveFailed)}>
                    {saveError || undefined}
                  </Alert>
                ) : null}
                {items.map((item, index) => (
                  <ItemField key={`${index}-${item.key}`} item={item} index={index} />
                ))}
                <FormActions align="end">
                  <Button type="submit" variant="primary" isPending={isSubmitting}>
                    {intl.formatMessage(m.save)}
                  </Button>
                </FormActions>
              </FormLayout>
            </Form>
            {/* Text typed into the server-rendered page before the app was live (issue 21). */}
            <AdoptEarlyInput formRef={formRef} />
          </>
        )}
      </Formik>
    </UnstructuredRoot>
  );
}
