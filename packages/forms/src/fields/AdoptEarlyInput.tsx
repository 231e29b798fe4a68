import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/** Props of {@link AdoptEarlyInput}. */
export interface AdoptEarlyInputProps {
  /** The prerendered form whose text fields may hold input typed before React hydrated it. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * Inside a `<Formik>` of a prerendered form: right after hydration, copies into the form's values
 * whatever the visitor typed (or a password manager filled) into its text fields while the page was
 * still static HTML, so the fields can take input from the first paint and nothing typed early is
 * lost. Only string values with a field of the same `name` are adopted, once. Renders nothing.
 */
export function AdoptEarlyInput({ formRef }: AdoptEarlyInputProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (typeof value !== 'string' || !(field instanceof HTMLInputElement)) continue;
      if (field.value !== '' && field.value !== value) void setFieldValue(name, field.value, false);
    }
  }, [formRef, values, setFieldValue]);
  return null;
}
