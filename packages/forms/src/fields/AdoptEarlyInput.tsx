import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Props of {@link AdoptEarlyInput}. */
export interface AdoptEarlyInputProps {
  /**
   * The prerendered form whose text fields may hold input typed before React hydrated it. Render
   * AdoptEarlyInput after the form (not inside it), so the form's ref is set when it runs.
   */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Shapes a value adopted into field `name` as the field's own `onChange` would have (e.g. the
   * client sign-up's names are title-cased as typed). Default: the value as it is.
   */
  transform?: (name: string, value: unknown) => unknown;
}

/**
 * Inside a `<Formik>` of a prerendered form: right after hydration, copies into the form's values
 * whatever the visitor typed (or a password manager filled) into its fields while the page was
 * still static HTML, so the fields can take input from the first paint and nothing done early is
 * lost. Adopted, once, from the form control named by the value's Formik path (`email`,
 * `items.0`): a string value from a text field or text area;
 * a boolean from a checkbox (ticked or cleared early); a phone value (`{ number }`, the
 * PhoneField's number input carries the field's name) its digits. Hidden inputs (a date picker's
 * value for native submits) are left alone. Renders nothing.
 */
export function AdoptEarlyInput({ formRef, transform }: AdoptEarlyInputProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const adopted = useRef(false);
  // A layout effect: the adopted values are rendered before anything that waits for the page to be
  // live (a replayed press of the submit button) can read them.
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of fieldPaths(values)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement) && !(field instanceof HTMLTextAreaElement)) continue;
      // A hidden input holds what a widget rendered (a date picker's value), not what was typed.
      if (field.type === 'hidden') continue;
      const early = earlyValue(field, value);
      if (early !== undefined) void setFieldValue(name, transform ? transform(name, early) : early, false);
    }
  }, [formRef, values, setFieldValue, transform]);
  return null;
}

/**
 * Every value of `values` with its Formik path: a top-level name, `items.0` for an array's entry,
 * `address.city` for a nested object's (a phone value `{ number }` is one value). Arrays of strings
 * are walked too, so a list of text areas (`items.0`, `items.1`) is adopted field by field.
 */
function* fieldPaths(values: Record<string, unknown>, prefix = ''): Generator<[string, unknown]> {
  for (const [key, value] of Object.entries(values)) {
    const name = `${prefix}${key}`;
    if (Array.isArray(value)) {
      yield* fieldPaths({ ...value }, `${name}.`);
    } else if (typeof value === 'object' && value !== null && !isPhoneValue(value)) {
      yield* fieldPaths(value as Record<string, unknown>, `${name}.`);
    } else {
      yield [name, value];
    }
  }
}

/** The value `field` holds that differs from Formik's `value`, or undefined (nothing to adopt). */
function earlyValue(field: HTMLInputElement | HTMLTextAreaElement, value: unknown): unknown {
  if (field instanceof HTMLTextAreaElement) {
    return typeof value === 'string' && field.value !== '' && field.value !== value ? field.value : undefined;
  }
  if (field.type === 'checkbox') {
    return typeof value === 'boolean' && field.checked !== value ? field.checked : undefined;
  }
  if (typeof value === 'string') return field.value !== '' && field.value !== value ? field.value : undefined;
  if (isPhoneValue(value)) {
    const digits = field.value.replace(/\D/g, '');
    return digits !== '' && digits !== value.number ? { ...value, number: digits } : undefined;
  }
  return undefined;
}

function isPhoneValue(value: unknown): value is { number: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { number?: unknown }).number === 'string'
  );
}
