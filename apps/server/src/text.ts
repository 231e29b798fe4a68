/**
 * Fills `{name}` placeholders of a message template with `values` (a placeholder without a value
 * stays as written): `fill('Field sent twice: {key}', { key: 'Asset' })`.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
