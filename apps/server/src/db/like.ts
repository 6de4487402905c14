/** A person's search words inside a LIKE pattern: their %, _ and \ stand for themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching text that contains the search anywhere, or null when there is no search. */
export const containing = (search: string | undefined) => (search ? `%${escapeLike(search)}%` : null);
