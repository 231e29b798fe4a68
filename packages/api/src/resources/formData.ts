/** A value {@link toFormData} can append: text, a number, a file, or a list of them (repeated name). */
export type FormValue = string | number | Blob | null | undefined | readonly (string | number | Blob)[];

/**
 * Builds the multipart body of a call: strings and numbers as text fields, `Blob`/`File` values as
 * files (with their name when they are a `File`), arrays as repeated fields; `undefined` and `null`
 * are left out. Spec: access §7 (temp-partner-add, temp-partner-edit: multipart).
 */
export function toFormData(values: Readonly<Record<string, FormValue>>): FormData {
  const form = new FormData();
  const append = (name: string, value: string | number | Blob) => {
    if (typeof value === 'string' || typeof value === 'number') form.append(name, String(value));
    else form.append(name, value, 'name' in value && typeof value.name === 'string' ? value.name : 'blob');
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly (string | number | Blob)[]) append(name, item);
    else append(name, value as string | number | Blob);
  }
  return form;
}
