/**
 * One template item (operations §3 'Unstructured template'): `key` (the field's label),
 * `isOptional`, and `value` (a text, or several values shown as tags).
 */
export interface UnstructuredFieldItem {
  key: string;
  isOptional: boolean;
  value: string | readonly string[];
}

/** One filled item as saved: `{ key, value }` (the app sends `{ ticket, data }`). */
export interface UnstructuredFieldAnswer {
  key: string;
  value: string | string[];
}

/** Formik values of the form: one value per template item, in template order. */
export interface UnstructuredValues {
  items: (string | string[])[];
}

/** The form's starting values: each item's template value (texts as they are, lists copied). */
export function unstructuredInitialValues(items: readonly UnstructuredFieldItem[]): UnstructuredValues {
  return { items: items.map((item) => (typeof item.value === 'string' ? item.value : [...item.value])) };
}

/** True when a value is empty: a blank text or an empty list. */
export function isBlankValue(value: string | readonly string[] | undefined): boolean {
  if (value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/**
 * Checks the required items: each non-optional item left blank gets `message` ('Please fill the
 * field!'). Returns Formik's error shape (`{}` when valid).
 */
export function validateUnstructured(
  items: readonly UnstructuredFieldItem[],
  values: UnstructuredValues,
  message: string,
): { items?: (string | undefined)[] } {
  const errors = items.map((item, index) =>
    !item.isOptional && isBlankValue(values.items[index]) ? message : undefined,
  );
  return errors.some((error) => error !== undefined) ? { items: errors } : {};
}

/** The save payload's data list: `{ key, value }` per item, texts trimmed, empty tags dropped. */
export function toUnstructuredAnswers(
  items: readonly UnstructuredFieldItem[],
  values: UnstructuredValues,
): UnstructuredFieldAnswer[] {
  return items.map((item, index) => {
    const value = values.items[index] ?? (typeof item.value === 'string' ? '' : []);
    return {
      key: item.key,
      value:
        typeof value === 'string'
          ? value.trim()
          : value.map((entry) => entry.trim()).filter((entry) => entry !== ''),
    };
  });
}
