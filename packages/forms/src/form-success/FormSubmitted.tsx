import { FormLayout, Heading } from '@partner-portal/ui/primitives';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formSuccessMessages } from './messages.ts';

/** Props of {@link FormSubmitted}. */
export interface FormSubmittedProps {
  /** Moves focus to the heading on mount (after a form sent the user here). Default true. */
  focusOnMount?: boolean;
  /** For layout only. */
  className?: string;
}

/**
 * The /success page a link-reached form leads to once saved: 'Form Submitted Successfully !' as its
 * heading, focused on arrival so screen readers announce it.
 * Spec: operations §2 'Public routes used here' (/success), §4 'Service call report'.
 */
export function FormSubmitted({ focusOnMount = true, className }: FormSubmittedProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <FormLayout className={className}>
      <Heading level={2} size="lg" tabIndex={-1} ref={heading}>
        {intl.formatMessage(formSuccessMessages.title)}
      </Heading>
    </FormLayout>
  );
}
