import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { Alert } from '../Alert/Alert';
import { StyledFormActions, StyledFormLayout, SummaryContainer, SummaryList } from './FormLayout.styles';

/** Props of {@link FormLayout}. */
export interface FormLayoutProps {
  /** Fields, alerts and a `FormActions` row, in reading order. */
  children: ReactNode;
  /** For layout only. */
  className?: string;
}

/** Vertical stack for a form's contents with 20px between fields. Put it inside the `<form>`. */
export function FormLayout({ children, className }: FormLayoutProps) {
  return <StyledFormLayout className={className}>{children}</StyledFormLayout>;
}

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** Buttons and links. */
  children: ReactNode;
  /** Horizontal placement. `'stretch'` gives every action equal width. Default `'start'`. */
  align?: 'start' | 'end' | 'between' | 'stretch';
  /** For layout only. */
  className?: string;
}

/** A wrapping row of form actions (submit, secondary links). */
export function FormActions({ children, align = 'start', className }: FormActionsProps) {
  return (
    <StyledFormActions data-align={align} className={className}>
      {children}
    </StyledFormActions>
  );
}

/** One entry of {@link FormErrorSummary}. */
export interface FormErrorSummaryItem {
  /** Id of the invalid field's input (TextField `id`); the entry links to it. */
  fieldId: string;
  /** Error text, the same as under the field. */
  message: ReactNode;
}

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps {
  /** Errors in field order. Nothing is rendered when empty. */
  errors: readonly FormErrorSummaryItem[];
  /** Heading line. Default intl `ui.formErrorSummary.title` ('Please correct the following:'). */
  title?: ReactNode;
  /** Moves focus to the summary when it appears (after a failed submit). Default true. */
  focusOnMount?: boolean;
  /** For layout only. */
  className?: string;
}

/**
 * A list of a form's errors after a failed submit (multi-step wizards): an error `Alert` whose
 * entries link to the fields; activating one focuses the field.
 */
export function FormErrorSummary({ errors, title, focusOnMount = true, className }: FormErrorSummaryProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors && focusOnMount) ref.current?.focus();
  }, [hasErrors, focusOnMount]);
  if (!hasErrors) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };
  return (
    <SummaryContainer ref={ref} tabIndex={-1} className={className}>
      <Alert variant="error" title={title ?? intl.formatMessage(uiMessages.errorSummaryTitle)}>
        <SummaryList>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </SummaryList>
      </Alert>
    </SummaryContainer>
  );
}
