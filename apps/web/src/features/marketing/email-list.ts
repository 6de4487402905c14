import { email } from '@mhq/domain';

export type EmailList = {
  /** Well-formed addresses, lower-cased, each once, in the order pasted. */
  emails: string[];
  /** What was pasted that is not an address, as typed. */
  invalid: string[];
};

/**
 * Addresses pasted into the group invite: separated by new lines, commas, semicolons or spaces, and also as a
 * mail program copies them ('Ana Lopez <ana@example.com>').
 */
export function parseEmailList(text: string): EmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(/^["'(<]+|["')>]+$/g, '').replace(/^mailto:/i, '');
    if (!token) continue;
    // A display name's words ('Ana', 'Lopez') beside its <address>: neither an address nor a mistake. Anything
    // else without an @ (ana.example.com) is a mistyped address and is named.
    if (!token.includes('@') && /^[\p{L}'’.-]+$/u.test(token) && !token.includes('.')) continue;
    const address = token.toLowerCase();
    if (email(address) !== null) invalid.push(raw);
    else if (!emails.includes(address)) emails.push(address);
  }
  return { emails, invalid };
}
