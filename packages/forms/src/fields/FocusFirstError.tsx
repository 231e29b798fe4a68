import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';

/** Props of {@link FocusFirstError}. */
export interface FocusFirstErrorProps {
  /** The form (or the part of it) to search for the first invalid field. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * Inside a `<Formik>`: after a submit attempt that validation refused, moves focus to the first
 * field marked `aria-invalid="true"` in document order, so keyboard and screen-reader users land on
 * the first message. Renders nothing.
 */
export function FocusFirstError({ containerRef }: FocusFirstErrorProps) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a finished submit attempt moves focus, not every change of validity while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return null;
}
