import { afterDisputeWon, chargeStatusAfterRefunds, disputeSummary, isSubscriptionStatus, utcDayOf } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { charges, disputes, members, offices, subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { recordAudit } from '../audit/audit.queries';
import type { MailLinkConfig } from '../auth/auth.service';
import { recordMemberEvents } from '../members/member-events';
import { type LedgerEntry, recordLedger } from '../money/ledger';
import { officeContactEmail } from '../money/money.queries';
import { endedFinancially } from '../subscriptions/subscription-changes.queries';
import { planNamesOf } from './dispute-open';
import { disputeDecidedMail, membershipEndedByDisputeMail } from './disputes.mail';

/**
 * What recording a dispute's steps needs: the database, the time, mail and where its links point, the brand (a
 * request's, the billing run's, or the demo seed's).
 */
export type DisputeDeps = Pick<Ctx, 'db' | 'clock' | 'mail' | 'tenant'> & { config: MailLinkConfig };
export type DisputeSyncDeps = DisputeDeps & { gateway: PaymentGateway };

type Dispute = typeof disputes.$inferSelect;

/**
 * The ledger's side of a decision: won, the held amount goes back to the practice and the platform's fee to it; lost,
 * it goes back to the payer.
 */
function decisionEntries(d: Dispute, won: boolean): LedgerEntry[] {
  return won
    ? [
        { account: 'disputed_funds', amountCents: -d.amountCents },
        { account: 'practice_balance', amountCents: d.amountCents - d.platformFeeCents },
        { account: 'platform_fees', amountCents: d.platformFeeCents },
      ]
    : [
        { account: 'disputed_funds', amountCents: -d.amountCents },
        { account: 'patient_funds', amountCents: d.amountCents, memberId: d.ownerMemberId },
      ];
}

/**
 * Records the bank's decision once (the dispute locked and still open): the ledger settles the held amount; the
 * payment returns to what its refunds make it (won) or is `dispute_lost`; the plans the dispute still holds return
 * to their status (won; a renewal day that passed meanwhile becomes today) or end (lost: canceled, Financial); the
 * history, the office and (lost) the household are told. `acceptedBy`: the office conceded it (audited with it). False
 * when it was decided already.
 */
export async function closeDispute(
  deps: DisputeDeps,
  disputeId: number,
  outcome: 'won' | 'lost',
  acceptedBy: number | null = null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!d || (d.status !== 'needs_response' && d.status !== 'under_review')) return false;
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.organizationId, d.organizationId), eq(charges.id, d.chargeId)))
      .for('update');
    if (!charge) throw new Error(`dispute ${d.id}: charge ${d.chargeId} is missing`);
    const won = outcome === 'won';
    const now = deps.clock.now();
    const today = utcDayOf(now);
    await tx
      .update(disputes)
      .set({
        status: outcome,
        closedAt: now,
        ...(acceptedBy !== null ? { acceptedAt: now, acceptedByUserId: acceptedBy } : {}),
      })
      .where(eq(disputes.id, d.id));
    const paidOn = utcDayOf(charge.createdAt);
    const summary = disputeSummary(outcome, d.amountCents, paidOn);
    await recordLedger(tx, {
      organizationId: d.organizationId,
      officeId: d.officeId,
      kind: won ? 'dispute_won' : 'dispute_lost',
      chargeId: d.chargeId,
      description: summary,
      occurredAt: now,
      entries: decisionEntries(d, won),
    });
    const [refunded] = await queryRows<{ total: number }>(
      tx,
      sql`select coalesce(sum(amount_cents), 0)::float8 as total from refunds
        where organization_id = ${d.organizationId} and charge_id = ${d.chargeId} and status = 'succeeded'`,
    );
    await tx
      .update(charges)
      .set({
        status: won ? chargeStatusAfterRefunds(charge.amountCents, Number(refunded?.total ?? 0)) : 'dispute_lost',
      })
      .where(eq(charges.id, charge.id));
    const planNames = await planNamesOf(tx, d.organizationId, d.held);
    const released: { subscriptionId: number; memberId: number; summary: string }[] = [];
    for (const h of d.held) {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.organizationId, d.organizationId), eq(subscriptions.id, h.subscriptionId)))
        .for('update');
      // A plan the office canceled (or changed) while it was held stays as the office left it.
      if (sub?.status !== 'disputed') continue;
      const name = planNames.get(sub.id) ?? 'The plan';
      if (won && isSubscriptionStatus(h.fromStatus)) {
        const back = afterDisputeWon({ fromStatus: h.fromStatus, nextRenewalOn: sub.nextRenewalOn }, today);
        await tx
          .update(subscriptions)
          .set({ status: back.status, nextRenewalOn: back.nextRenewalOn })
          .where(eq(subscriptions.id, sub.id));
        released.push({ ...h, summary: `${name} runs again: the dispute was decided for the practice.` });
      } else {
        await tx
          .update(subscriptions)
          .set(endedFinancially(now, today, 'The payment was disputed and the bank returned it to the cardholder.'))
          .where(eq(subscriptions.id, sub.id));
        released.push({ ...h, summary: `${name} ended: the bank returned its payment to the cardholder.` });
      }
    }
    await recordMemberEvents(tx, [
      {
        organizationId: d.organizationId,
        memberId: d.ownerMemberId,
        actorUserId: acceptedBy,
        kind: won ? 'payment.dispute_won' : 'payment.dispute_lost',
        summary: acceptedBy !== null ? `${summary} The office accepted the dispute.` : summary,
        detail: { disputeId: d.id, chargeId: d.chargeId },
        at: now,
      },
      ...released.map((r) => ({
        organizationId: d.organizationId,
        memberId: r.memberId,
        subscriptionId: r.subscriptionId,
        actorUserId: acceptedBy,
        kind: won ? 'subscription.dispute_released' : 'subscription.dispute_ended',
        summary: r.summary,
        detail: { disputeId: d.id },
        at: now,
      })),
    ]);
    if (acceptedBy !== null) {
      await recordAudit(tx, {
        organizationId: d.organizationId,
        officeId: d.officeId,
        memberId: d.ownerMemberId,
        actorUserId: acceptedBy,
        action: 'dispute.accept',
        targetType: 'dispute',
        targetId: d.id,
      });
    }
    await tellDecision(deps, tx, d, { won, accepted: acceptedBy !== null, paidOn, ended: !won && released.length > 0 });
    return true;
  });
}

/** The office hears the decision; a household whose plans it ended hears that too, in its language. */
async function tellDecision(
  deps: DisputeDeps,
  tx: DisputeDeps['db'],
  d: Dispute,
  what: { won: boolean; accepted: boolean; paidOn: string; ended: boolean },
) {
  const [who] = await tx
    .select({
      first: members.firstName,
      last: members.lastName,
      email: members.email,
      spanish: members.spanish,
      officeName: offices.officeName,
      officePhone: offices.phone,
    })
    .from(members)
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, d.officeId)))
    .where(and(eq(members.organizationId, d.organizationId), eq(members.id, d.ownerMemberId)));
  if (!who) return;
  const officeEmail = await officeContactEmail(tx, d.organizationId, d.officeId);
  if (officeEmail) {
    await deps.mail.enqueue(tx, {
      to: officeEmail,
      organizationId: d.organizationId,
      ...disputeDecidedMail({
        tenant: deps.tenant,
        officeName: who.officeName,
        payerName: `${who.first} ${who.last}`,
        amountCents: d.amountCents,
        won: what.won,
        accepted: what.accepted,
      }),
    });
  }
  if (what.ended && who.email) {
    await deps.mail.enqueue(tx, {
      to: who.email,
      organizationId: d.organizationId,
      ...membershipEndedByDisputeMail({
        language: who.spanish ? 'es' : 'en',
        tenant: deps.tenant,
        officeName: who.officeName,
        officePhone: who.officePhone,
        ownerFirstName: who.first,
        amountCents: d.amountCents,
        paidOn: what.paidOn,
      }),
    });
  }
}
