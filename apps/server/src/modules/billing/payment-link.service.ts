import type {
  MessageBody,
  PaymentLinkOffice,
  PaymentLinkParams,
  PaymentLinkUpdateRequest,
  PaymentLinkView,
  PaymentSourceResponse,
} from '@mhq/contract';
import { type EnrolmentLanguage, utcDayOf } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { processorOf } from '../../adapters/payments/select';
import type { Db } from '../../db/connection';
import type { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { lockAttempts, recordAttempt } from '../auth/auth.queries';
import { throttle } from '../auth/throttle';
import { hashOpaqueToken } from '../auth/tokens';
import { assertFewDeclines } from '../enrolment/payment-collection';
import { currentPaymentMethod, householdOwner, methodOnFile } from './billing.queries';
import { type CallerAt, recordForHousehold } from './household-record';
import { owedCents } from './past-due.service';
import { newPaymentLink } from './payment-link.issue';
import { PAYMENT_LINK_MESSAGES as M, maskEmail, paymentLinkMail } from './payment-link.mail';
import { debtOpenSince, markLinkUsed, officeOfLinkedOwner, officeOfMember, workingLink } from './payment-link.queries';
import { languageOf, replacePaymentMethod } from './payment-source.service';

/** Keys that name no working link, per client address: 20 an hour, then 429 (guessing a 256-bit key is hopeless). */
const KEY_GUESSES = { windowMs: 60 * 60_000, perAddress: 20 };

type Client = { ip: string; userAgent: string | undefined };

const publicOfficeOf = (office: typeof offices.$inferSelect): PaymentLinkOffice => ({
  id: office.id,
  officeName: office.officeName,
  slug: office.slug,
  phone: office.phone,
  email: office.email,
  address: office.address,
  logo: office.logo,
});

/** The one answer of a link that does not work, carrying the office when the household was ever sent a link. */
async function gone(db: Db, ownerMemberId: number): Promise<AppError> {
  const office = await officeOfLinkedOwner(db, ownerMemberId);
  return new AppError('NOT_FOUND', M.gone, undefined, { office: office ? publicOfficeOf(office) : null });
}

/**
 * Mails the household's account owner a link to replace the card on file (sendSecurePaymentUpdateLink): a fresh
 * random key, of which only the hash is kept, working once for 7 days, or while the household owes, until that debt
 * is paid or written off. Older links of the household stop working. The owner's history tells the office it was
 * sent, and to which address.
 */
export async function sendPaymentUpdateLink(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  memberId: number,
  client: Client,
): Promise<MessageBody> {
  const owner = await householdOwner(ctx.db, officeId, memberId);
  if (owner.deletedAt) throw new AppError('CONFLICT', M.deleted);
  const email = owner.email;
  if (!email) throw badRequest(M.noEmail, { memberId: M.noEmail });
  const found = await officeOfMember(ctx.db, owner.organizationId, owner.officeId);
  const now = ctx.clock.now();
  const masked = maskEmail(email);
  const owes = (await debtOpenSince(ctx.db, owner.organizationId, owner.id)) !== null;
  await ctx.db.transaction(async (tx) => {
    const link = await newPaymentLink(tx, ctx, owner, auth.userId, now, { untilSettled: owes, retireOlder: true });
    await recordForHousehold(tx, ctx, {
      owner,
      caller: { auth, ...client },
      mail: paymentLinkMail({
        language: owner.spanish ? 'es' : 'en',
        tenant: ctx.tenant,
        officeName: found?.office.officeName ?? ctx.tenant.name,
        officePhone: found?.office.phone ?? null,
        ownerFirstName: owner.firstName,
        link,
        untilSettled: owes,
      }),
      audit: { action: 'member.payment-link', targetType: 'member', targetId: owner.id, detail: { to: masked } },
      history: { kind: 'payment_link.sent', summary: `Secure link to update the card sent to ${masked}.` },
    });
  });
  ctx.mail.wake();
  return { _message: M.sent(masked) };
}

/**
 * Finds the working link of a key for the account owner the path names. Keys that name none are counted per client
 * address, and past the limit every key is refused (429) before it is looked up. Unknown, used and expired keys get
 * the same answer.
 */
async function openLink(ctx: Ctx, params: PaymentLinkParams, ip: string) {
  const now = ctx.clock.now();
  const tried = `member-${params.memberId}`;
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'payment-link', tried, ip);
    const limited = await throttle(tx, 'payment-link', { email: tried, ip }, KEY_GUESSES, now, {
      includeSuccesses: false,
      what: M.tooManyKeys,
    });
    if (limited) return { refused: limited };
    const found = await workingLink(tx, hashOpaqueToken(params.activationKey), params.memberId, now);
    if (found) return { found };
    await recordAttempt(tx, 'payment-link', { email: tried, ip, succeeded: false, at: now });
    return { refused: await gone(tx, params.memberId) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.found;
}

/** What the link's page shows: the office, whom it greets, the method on file, how to tokenize a new one. */
export async function viewPaymentLink(
  ctx: Ctx,
  params: PaymentLinkParams,
  language: EnrolmentLanguage | undefined,
  client: Client,
): Promise<PaymentLinkView> {
  const { link, owner } = await openLink(ctx, params, client.ip);
  const household = languageOf(owner, undefined);
  // A patient who kept typing refused cards is stopped here too, as on the enrolment page.
  await assertFewDeclines(ctx, { email: owner.email ?? `member-${owner.id}`, ip: client.ip }, language ?? household);
  const [found, method] = await Promise.all([
    officeOfMember(ctx.db, owner.organizationId, owner.officeId),
    currentPaymentMethod(ctx.db, owner.organizationId, owner.id),
  ]);
  if (!found) throw await gone(ctx.db, owner.id);
  const processor = processorOf(ctx.config);
  return {
    office: publicOfficeOf(found.office),
    firstName: owner.firstName,
    language: household,
    paymentMethod: methodOnFile(method),
    allowBankDraft: found.allowBankDraft,
    processor,
    publishableKey: processor === 'stripe' ? (ctx.config.stripePublicKey ?? null) : null,
    pastDueCents: await owedCents(ctx.db, owner, utcDayOf(ctx.clock.now())),
    expiresAt: link.untilSettled ? null : link.expiresAt.toISOString(),
  };
}

/**
 * Replaces the household's card through its link, by the same use case the front desk uses, and pays what the
 * household owes with it at once. The link is claimed under its lock in the replacement's own transaction: it is used
 * exactly when the new method is kept, and of two uses at once one wins and the other is told the link was used (its
 * card is detached again). A link sent for a debt keeps working while the debt is open (a new card refused in turn).
 */
export async function usePaymentLink(
  ctx: Ctx,
  gateway: PaymentGateway,
  params: PaymentLinkParams,
  body: PaymentLinkUpdateRequest,
  client: Client,
): Promise<PaymentSourceResponse> {
  const { link, owner } = await openLink(ctx, params, client.ip);
  const hash = link.tokenHash;
  // The account owner acts through the link mailed to them: their own sign-in, when they have one, is the actor.
  const caller: CallerAt = { auth: { userId: owner.userId }, ...client };
  return replacePaymentMethod(
    ctx,
    gateway,
    {
      owner,
      language: languageOf(owner, body.language),
      payment: body.payment,
      claim: async (tx) => {
        const now = ctx.clock.now();
        const still = await workingLink(tx, hash, owner.id, now, { lock: true });
        if (!still) throw await gone(tx, owner.id);
        await markLinkUsed(tx, still.link, now);
      },
      via: {
        historySuffix: ' by the account owner, through the secure link',
        audit: { via: 'payment_update_link', linkId: link.id },
      },
      reinstate: true,
    },
    caller,
  );
}
