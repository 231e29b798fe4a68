import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Props of {@link AdoptEarlyInput}. */
export interface AdoptEarlyInputProps {
  /**
   * The prerendered form whose text fields may hold input typed before React hydrated it. Render
   * AdoptEarlyInput after the form (not inside it), so the form's ref is set when it runs.
   */
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
  // A layout effect: the adopted values are rendered before anything that waits for the page to be
  // live (a replayed press of the submit button) can read them.
  useLayoutEffect(() => {
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
