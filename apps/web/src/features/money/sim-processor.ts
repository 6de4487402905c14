/**
 * The browser side of the simulated processor: card and bank numbers are posted to its own endpoints (apart
 * from /api/v1, like a processor's tokenization service), and only the token it answers goes to the API.
 */
const BASE = '/sim-processor/v1';

export class ProcessorError extends Error {
  readonly param: string | undefined;
  constructor(message: string, param?: string) {
    super(message);
    this.param = param;
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });
  const data = (await res.json().catch(() => null)) as { error?: { message?: string; param?: string } } | null;
  if (!res.ok)
    throw new ProcessorError(data?.error?.message ?? 'The payment processor refused the details.', data?.error?.param);
  return data as T;
}

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** Tokenizes a card; answers the single-use token id. */
export async function tokenizeCard(card: CardInput): Promise<string> {
  const res = await post<{ id: string }>('/tokens', {
    card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
  });
  return res.id;
}

export type BankInput = { accountHolderName: string; routingNumber: string; accountNumber: string };

/** Tokenizes a bank account for paying the platform (no link token: as Stripe.js does); answers the token id. */
export async function tokenizeBankAccount(bank: BankInput): Promise<string> {
  const res = await post<{ id: string }>('/bank_tokens', {
    account_holder_name: bank.accountHolderName,
    routing_number: bank.routingNumber,
    account_number: bank.accountNumber,
  });
  return res.id;
}

/** Enters bank details under the API's link token; answers the public token the API exchanges. */
export async function linkBankAccount(linkToken: string, bank: BankInput): Promise<string> {
  const res = await post<{ public_token: string }>('/bank_tokens', {
    link_token: linkToken,
    account_holder_name: bank.accountHolderName,
    routing_number: bank.routingNumber,
    account_number: bank.accountNumber,
  });
  return res.public_token;
}
