import type { QuoteLine } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { chargeItems, charges } from '../../db/schema';
import { paymentEntries, recordLedger } from './ledger';

// Money a household paid, as the platform records it: the charge, its lines, its ledger transaction.

export type ChargeItem = Omit<typeof chargeItems.$inferInsert, 'organizationId' | 'chargeId'>;

/** The lines of one person's first payment: the period, and the setup or activation fee when there is one. */
export function chargeLines(
  line: Pick<QuoteLine, 'listCents' | 'discountCents' | 'periodCents' | 'setupFeeCents' | 'activationFeeCents'>,
  subscriptionId: number,
  memberId: number,
  period: { start: string; end: string; feeCents: number },
): ChargeItem[] {
  const at = { subscriptionId, memberId, periodStart: period.start, periodEnd: period.end };
  const items: ChargeItem[] = [
    {
      ...at,
      kind: 'membership',
      listCents: line.listCents,
      discountCents: line.discountCents,
      amountCents: line.periodCents,
      platformFeeCents: period.feeCents,
    },
  ];
  for (const [kind, cents] of [
    ['setup_fee', line.setupFeeCents],
    ['activation_fee', line.activationFeeCents],
  ] as const) {
    if (cents > 0)
      items.push({ ...at, kind, listCents: cents, discountCents: 0, amountCents: cents, platformFeeCents: 0 });
  }
  return items;
}

export type ChargeRecord = {
  organizationId: number;
  officeId: number;
  ownerMemberId: number;
  method: string;
  processorChargeId: string | null;
  paymentMethodId: number | null;
  amountCents: number;
  platformFeeCents: number;
  description: string;
  enrolmentId: number | null;
  recordedByUserId: number | null;
  at: Date;
  items: ChargeItem[];
};

/**
 * Records money a household paid: the charge, what it paid for (a period is paid once: a unique index), and its
 * balanced ledger transaction.
 */
export async function recordCharge(tx: Db, c: ChargeRecord): Promise<number> {
  const itemsTotal = c.items.reduce((sum, i) => sum + i.amountCents, 0);
  if (itemsTotal !== c.amountCents) throw new Error(`charge lines (${itemsTotal}) do not add up to ${c.amountCents}`);
  const [charge] = await tx
    .insert(charges)
    .values({
      organizationId: c.organizationId,
      officeId: c.officeId,
      ownerMemberId: c.ownerMemberId,
      method: c.method,
      processorChargeId: c.processorChargeId,
      paymentMethodId: c.paymentMethodId,
      amountCents: c.amountCents,
      platformFeeCents: c.platformFeeCents,
      status: 'succeeded',
      description: c.description,
      enrolmentId: c.enrolmentId,
      recordedByUserId: c.recordedByUserId,
      createdAt: c.at,
    })
    .returning({ id: charges.id });
  if (!charge) throw new Error('charge insert returned nothing');
  await tx
    .insert(chargeItems)
    .values(c.items.map((item) => ({ ...item, organizationId: c.organizationId, chargeId: charge.id })));
  await recordLedger(tx, {
    organizationId: c.organizationId,
    officeId: c.officeId,
    kind: c.method === 'cash' ? 'cash_payment' : 'charge',
    chargeId: charge.id,
    description: c.description,
    occurredAt: c.at,
    entries: paymentEntries(
      c.amountCents,
      c.platformFeeCents,
      c.method === 'cash' ? 'cash' : 'processor',
      c.ownerMemberId,
    ),
  });
  return charge.id;
}
