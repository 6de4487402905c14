/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading formula character is defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) && Number.isNaN(Number(value)) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
