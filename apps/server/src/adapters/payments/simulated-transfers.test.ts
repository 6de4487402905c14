import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simConnectedAccounts, simTransfers } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { PaymentDeclined } from './payment-gateway';
import { simulatedGateway } from './simulated';

const t = await createTestApp();
const gateway = simulatedGateway(t.db, t.clock);
const practice = await gateway.createConnectedAccount({
  email: 'office@riverside.test',
  businessName: 'Riverside Dental',
  accountType: 'express',
  metadata: {},
});

describe("the simulated processor's transfers", () => {
  it('refuses an account that cannot take payments yet, then sends once per key', async () => {
    const request = {
      accountId: practice.id,
      amountCents: 12_345,
      idempotencyKey: 'guarantee_sim_1',
      description: 'x',
    };
    expect(await gateway.transferToAccount(request).catch((e: unknown) => e)).toBeInstanceOf(PaymentDeclined);
    await t.db
      .update(simConnectedAccounts)
      .set({ chargesEnabled: true })
      .where(eq(simConnectedAccounts.id, practice.id));
    const [first, again] = await Promise.all([gateway.transferToAccount(request), gateway.transferToAccount(request)]);
    expect(first).toMatchObject({ accountId: practice.id, amountCents: 12_345 });
    expect(again).toEqual(first);
    expect(
      await t.db.select().from(simTransfers).where(eq(simTransfers.idempotencyKey, 'guarantee_sim_1')),
    ).toHaveLength(1);
    await expect(gateway.transferToAccount({ ...request, amountCents: 1 })).rejects.toThrow(/already used/);
    expect(
      await gateway
        .transferToAccount({ ...request, accountId: 'acct_unknown', idempotencyKey: 'k2' })
        .catch((e: unknown) => e),
    ).toBeInstanceOf(PaymentDeclined);
  });
});
