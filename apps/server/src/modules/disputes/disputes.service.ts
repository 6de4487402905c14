import type { DisputeActionResponse, DisputeRespondRequest, DisputesResponse, DisputeView } from '@mhq/contract';
import {
  type DisputeStatus,
  disputeActionRefusal,
  disputeDaysLeft,
  disputeReasonLabel,
  formatMoney,
  isSubscriptionStatus,
  statusLabel,
  utcDayOf,
} from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { disputes } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { officeById } from '../account/account.queries';
import { recordAudit } from '../audit/audit.queries';
import { methodLabel } from '../billing/finances.service';
import { closeDispute } from './dispute-close';
import { evidenceFromRecords, evidenceToSend } from './dispute-evidence';
import { heldPlans, type OfficeDisputeRow, officeDisputes, openDisputeTotals } from './disputes.queries';

// The office's disputes page (/account/disputes): its disputed payments, an answer sent to the bank, or a dispute
// conceded. The processor is asked first (it refuses a second answer), then its answer recorded with the dispute locked.

type Dispute = typeof disputes.$inferSelect;
const METHODS = ['card', 'us_bank_account', 'cash'] as const;

const statusOf = (d: Dispute): DisputeStatus =>
  d.status === 'under_review' || d.status === 'won' || d.status === 'lost' ? d.status : 'needs_response';

async function view(ctx: Ctx, row: OfficeDisputeRow): Promise<DisputeView> {
  const d = row.dispute;
  const status = statusOf(d);
  const today = utcDayOf(ctx.clock.now());
  const plans = await heldPlans(
    ctx.db,
    d.organizationId,
    d.held.map((h) => h.subscriptionId),
  );
  const method = METHODS.find((m) => m === row.method) ?? 'card';
  const records = status === 'needs_response' ? await evidenceFromRecords(ctx.db, ctx.tenant, d) : null;
  return {
    disputeId: d.id,
    chargeId: d.chargeId,
    memberId: d.ownerMemberId,
    memberName: `${row.firstName} ${row.lastName}`,
    amountCents: d.amountCents,
    paymentCents: row.paymentCents,
    paidOn: utcDayOf(row.paidAt),
    methodLabel: methodLabel(method, row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null),
    reason: d.reason,
    reasonLabel: disputeReasonLabel(d.reason),
    status,
    respondBy: d.respondBy,
    daysLeft: d.respondBy && status === 'needs_response' ? disputeDaysLeft(d.respondBy, today) : null,
    openedAt: d.openedAt.toISOString(),
    closedAt: d.closedAt?.toISOString() ?? null,
    accepted: d.acceptedAt !== null,
    plans: plans.map((p) => ({
      subscriptionId: p.subscriptionId,
      memberName: `${p.firstName} ${p.lastName}`,
      planName: p.planName,
      status: isSubscriptionStatus(p.status) ? statusLabel(p.status) : p.status,
    })),
    evidence: d.evidence,
    draft: records ? { agreement: records.agreement, terms: records.terms } : null,
  };
}

/** The office's disputes (open ones first, nearest deadline first), and what all its open ones hold from the practice. */
export async function listDisputes(
  ctx: Ctx,
  officeId: number,
  which: 'open' | 'closed' | 'all',
): Promise<DisputesResponse> {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  const rows = await officeDisputes(ctx.db, office.organizationId, office.id, which);
  const views: DisputeView[] = [];
  for (const row of rows) views.push(await view(ctx, row));
  return { ...(await openDisputeTotals(ctx.db, office.organizationId, office.id)), disputes: views };
}

async function disputeOf(ctx: Ctx, officeId: number, disputeId: number): Promise<Dispute> {
  const [d] = await ctx.db
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, disputeId), eq(disputes.officeId, officeId)));
  if (!d) throw notFound();
  return d;
}

/** The dispute as the page shows it, after an action. */
async function viewOf(ctx: Ctx, officeId: number, disputeId: number): Promise<DisputeView> {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  const rows = await officeDisputes(ctx.db, office.organizationId, office.id, 'all');
  const row = rows.find((r) => r.dispute.id === disputeId);
  if (!row) throw notFound();
  return view(ctx, row);
}

/** The processor's refusal or absence, in the office's words. */
function processorFailure(err: unknown): never {
  if (err instanceof ProcessorUnavailable) {
    throw new AppError('INTERNAL', 'The payment processor could not be reached. Please try again in a few minutes.');
  }
  if (err instanceof PaymentDeclined) throw new AppError('CONFLICT', err.message);
  throw err;
}

/**
 * Answers a dispute: the office's account, with the patient's agreement and the plan's terms from the records if
 * chosen, submitted to the bank at once (it can no longer be changed); the dispute is then with the bank.
 */
export async function respondToDispute(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  ids: { officeId: number; disputeId: number },
  req: DisputeRespondRequest,
): Promise<DisputeActionResponse> {
  const d = await disputeOf(ctx, ids.officeId, ids.disputeId);
  const refused = disputeActionRefusal(statusOf(d), 'respond');
  if (refused) throw new AppError('CONFLICT', refused);
  const records = await evidenceFromRecords(ctx.db, ctx.tenant, d);
  const evidence = evidenceToSend(records, req);
  const answered = await gateway.respondToDispute(d.processorDisputeId, evidence).catch(processorFailure);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(disputes)
      .set({
        status: answered.status,
        evidence: { description: evidence.description, agreement: evidence.agreement, terms: evidence.terms },
        respondedAt: now,
        respondedByUserId: auth.userId,
      })
      .where(eq(disputes.id, d.id));
    await recordAudit(tx, {
      organizationId: d.organizationId,
      officeId: d.officeId,
      memberId: d.ownerMemberId,
      actorUserId: auth.userId,
      action: 'dispute.respond',
      targetType: 'dispute',
      targetId: d.id,
      detail: { agreement: req.agreement, terms: req.terms },
    });
  });
  return {
    _message: `Your answer was sent to the bank. It usually decides within a few weeks; you will be told by mail.`,
    dispute: await viewOf(ctx, ids.officeId, d.id),
  };
}

/** Concedes a dispute: the processor closes it (lost), and the decision is recorded at once. */
export async function acceptDispute(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  ids: { officeId: number; disputeId: number },
): Promise<DisputeActionResponse> {
  const d = await disputeOf(ctx, ids.officeId, ids.disputeId);
  const refused = disputeActionRefusal(statusOf(d), 'accept');
  if (refused) throw new AppError('CONFLICT', refused);
  const closed = await gateway.acceptDispute(d.processorDisputeId).catch(processorFailure);
  await closeDispute(ctx, d.id, closed.status === 'won' ? 'won' : 'lost', auth.userId);
  return {
    _message: `Dispute accepted: ${formatMoney(d.amountCents, { decimals: 2 })} goes back to the cardholder.`,
    dispute: await viewOf(ctx, ids.officeId, d.id),
  };
}
