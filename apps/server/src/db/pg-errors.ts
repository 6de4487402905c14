/**
 * Whether an error is PostgreSQL's error `code` (23505 unique violation, 23503 foreign key violation...), wherever
 * the driver or the ORM wrapped it; with `constraint`, only a violation of that constraint or index.
 */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code: found, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (found === code && (!constraint || name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}
