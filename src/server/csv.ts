/**
 * A value as one CSV field: a line break inside it becomes a space (a row is one line), a leading = + - @
 * (a spreadsheet formula) is dropped, never evaluated, and a field holding a comma or a quote is quoted.
 */
export function csvField(value: string | number): string {
  const text = String(value)
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .replace(/^[=+\-@\t]+/, '');
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
