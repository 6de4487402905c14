import { eq } from 'drizzle-orm';
import { offices } from '../../db/schema';
import type { TestApp } from '../../test/harness';

/** The seeded offices the money tests act in, by slug. */
export async function officeIds(t: TestApp) {
  const rows = await t.db.select({ id: offices.id, slug: offices.slug }).from(offices);
  const id = (slug: string) => {
    const found = rows.find((r) => r.slug === slug)?.id;
    if (!found) throw new Error(`no office ${slug}`);
    return found;
  };
  return {
    downtown: id('demo-downtown'),
    uptown: id('demo-uptown'),
    lakeside: id('second-lakeside'),
    riverside: id('riverside'),
  };
}

export async function officeRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw new Error(`no office ${id}`);
  return row;
}

/** Tokenizes a card at the simulated processor, as the browser does. */
export async function cardToken(
  t: TestApp,
  number: string,
  over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {},
) {
  const year = t.clock.now().getUTCFullYear() + 2;
  const res = await t.call({
    method: 'POST',
    url: '/sim-processor/v1/tokens',
    payload: { card: { number, exp_month: 12, exp_year: year, cvc: '123', ...over } },
  });
  return res;
}

/** Enters bank details under a link token at the simulated processor, as the browser does. */
export async function bankPublicToken(t: TestApp, linkToken: string, accountNumber: string, routing = '110000000') {
  return t.call({
    method: 'POST',
    url: '/sim-processor/v1/bank_tokens',
    payload: {
      link_token: linkToken,
      account_holder_name: 'Riverside Dental LLC',
      routing_number: routing,
      account_number: accountNumber,
    },
  });
}
