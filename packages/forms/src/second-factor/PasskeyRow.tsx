import { Button, Text } from '@partner-portal/ui/primitives';
import { vars } from '@partner-portal/ui/theme';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { FormikTextField } from '../fields/index.ts';
import { secondFactorMessages as m } from './messages.ts';
import { validatePasskeyName, type SecurityPasskey } from './passkey.ts';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
`;

/** Props of {@link PasskeyRow}. */
export interface PasskeyRowProps {
  passkey: SecurityPasskey;
  /** Formats an ISO 8601 instant for the row ('Added …', 'Last used …'). */
  formatDate: (iso: string) => string;
  onRemove: (id: number) => void;
  /** Renames the passkey; a rejection keeps the typed name in the field (the page shows why). */
  onRename?: (id: number, name: string) => Promise<void>;
}

/**
 * One passkey of the Security page (issue 23): its name, when it was added and last used, 'Rename'
 * (the name becomes a field with Save and Cancel; Escape cancels, focus comes back to 'Rename')
 * and 'Remove'.
 */
export function PasskeyRow({ passkey, formatDate, onRemove, onRename }: PasskeyRowProps) {
  const intl = useIntl();
  const [isRenaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const stopRenaming = () => {
    returnFocus.current = true;
    setRenaming(false);
  };
  // Back from the field (saved or cancelled): focus returns to 'Rename'.
  useEffect(() => {
    if (isRenaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [isRenaming]);

  if (isRenaming && onRename) {
    return (
      <Row>
        <Formik
          initialValues={{ name: passkey.name }}
          validate={(values) => validatePasskeyName(intl, values)}
          onSubmit={async (values) => {
            try {
              await onRename(passkey.id, values.name.trim());
              stopRenaming();
            } catch {
              // The page shows why; the typed name stays.
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form
              noValidate
              aria-label={intl.formatMessage(m.renamePasskey, { name: passkey.name })}
              onKeyDown={(event) => {
                if (event.key === 'Escape') stopRenaming();
              }}
            >
              <Actions>
                <FormikTextField name="name" label={intl.formatMessage(m.newName)} isRequired autoFocus />
                <Button type="submit" variant="primary" size="sm" isPending={isSubmitting}>
                  {intl.formatMessage(m.saveName)}
                </Button>
                <Button variant="secondary" size="sm" onPress={stopRenaming}>
                  {intl.formatMessage(m.cancelRename)}
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      </Row>
    );
  }

  return (
    <Row>
      <div>
        <Text weight="semibold">{passkey.name}</Text>
        <Text tone="muted" size="sm">
          {intl.formatMessage(m.addedOn, { date: formatDate(passkey.createdAt) })}
          {' · '}
          {passkey.lastUsedAt
            ? intl.formatMessage(m.lastUsed, { date: formatDate(passkey.lastUsedAt) })
            : intl.formatMessage(m.neverUsed)}
        </Text>
      </div>
      <Actions>
        {onRename ? (
          <Button ref={renameButton} variant="secondary" size="sm" onPress={() => setRenaming(true)}>
            {intl.formatMessage(m.renamePasskey, { name: passkey.name })}
          </Button>
        ) : null}
        <Button variant="danger" size="sm" onPress={() => onRemove(passkey.id)}>
          {intl.formatMessage(m.removePasskey, { name: passkey.name })}
        </Button>
      </Actions>
    </Row>
  );
}
