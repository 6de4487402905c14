import { randomBytes } from 'node:crypto';
import type {
  InvitePatientGroupRequest,
  InvitePatientGroupResponse,
  InvitePatientRequest,
  OfficeDiscountRequest,
  SkippedInvite,
} from '@mhq/contract';
import { businessConnectDiscountPercent, canInvitePatient, formatPhone } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { type OfficeRow, officeById, smallBusinessById } from '../account/account.queries';
import { publicUrl } from '../auth/auth.service';
import { officeTheme } from '../branding/office-theme';
import { settingsOf } from '../business-connect/business-connect.service';
import { employerPayer } from '../business-payment/business-payment.queries';
import { inviteMail } from './invite-mail';
import {
  countInviteClick,
  insertInvite,
  inviteExists,
  invitesSince,
  lockOfficeInvites,
  recentlyInvited,
} from './invites.queries';

/**
 * How often an office may invite: enough for a front desk working through its patient list, too little to make
 * the office's name a way to mail strangers in bulk, and never the same person twice in a few minutes.
 */
export const INVITE_LIMITS = {
  perOffice: 50,
  perOfficeWindowMs: 60 * 60_000,
  sameEmailWindowMs: 10 * 60_000,
} as const;

export const INVITE_MESSAGES = {
  sent: (email: string) => `Invitation sent to ${email}`,
  sentMany: (n: number) => `${n} invitation${n === 1 ? '' : 's'} sent`,
  notReady:
    'Invite Patient is available once your office has a payment account, so invited patients can pay when they enroll.',
  officeLimit: (minutes: number) =>
    `Your office has sent ${INVITE_LIMITS.perOffice} invitations in the last hour, the most allowed. You can send more in ${minutesText(minutes)}.`,
  groupOverLimit: (left: number, minutes: number) =>
    left === 0
      ? INVITE_MESSAGES.officeLimit(minutes)
      : `Your office can send ${left} more invitation${left === 1 ? '' : 's'} this hour (at most ${INVITE_LIMITS.perOffice} an hour). Remove some addresses, or send the rest in ${minutesText(minutes)}.`,
  sameEmail: (email: string, minutes: number) =>
    `An invitation was sent to ${email} a few minutes ago. You can send another in ${minutesText(minutes)}.`,
  recentlyInvited: 'Already invited in the last 10 minutes',
  noneSent: 'No invitation was sent: every address was invited in the last 10 minutes.',
} as const;

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** Refused for now, with when to try again (also sent as Retry-After). */
export class InviteLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAt: Date, now: Date) {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  }
}

/** The invite's id, public in the mailed link: 144 random bits, URL-safe. */
const newInviteId = () => randomBytes(18).toString('base64url');

/** The office's enrolment page on the brand's own address, opened in the mail's language, carrying the invite. */
export function inviteLink(ctx: Ctx, slug: string, inviteId: string, spanish: boolean): string {
  const query = new URLSearchParams({ invite: inviteId, lang: spanish ? 'es' : 'en' });
  return `${publicUrl(ctx)}/signup/${encodeURIComponent(slug)}?${query.toString()}`;
}

/** The office the invite is sent for, when it may invite (spec 01 section 4: a payment account, or the allow-list). */
async function invitingOffice(ctx: Ctx, officeId: number): Promise<OfficeRow> {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  // canInvitePatient reads the office's id and payment account only; the rest of the shell's view is not needed.
  const may = canInvitePatient(
    {
      id: office.id,
      verified: office.verified,
      stripeAccountId: office.stripeAccountId,
      last4: office.last4,
      membershipCount: 0,
      accountStatus: office.accountStatus,
      standardStripeAccountId: office.standardStripeAccountId,
      standardStripeDateConverted: office.standardStripeDateConverted?.toISOString() ?? null,
      onboardingDateComplete: office.onboardingDateComplete?.toISOString() ?? null,
    },
    ctx.tenant.specialUserIds,
  );
  if (!may) throw new AppError('CONFLICT', INVITE_MESSAGES.notReady);
  return office;
}

/** Writes one invite and queues its mail, in the caller's transaction. */
async function sendInvite(
  ctx: Ctx,
  tx: Db,
  office: OfficeRow,
  auth: AuthContext,
  email: string,
  spanish: boolean,
  now: Date,
): Promise<void> {
  const id = newInviteId();
  await insertInvite(tx, {
    id,
    organizationId: office.organizationId,
    officeId: office.id,
    email,
    spanish,
    sentByUserId: auth.userId,
    createdAt: now,
  });
  const base = publicUrl(ctx);
  const mail = inviteMail(
    {
      officeName: office.officeName,
      phone: office.phone ? formatPhone(office.phone) : null,
      logoUrl: office.logo ? new URL(office.logo, `${base}/`).toString() : null,
      theme: await officeTheme(tx, office.organizationId, office.id, ctx.tenant.id),
    },
    inviteLink(ctx, office.slug, id, spanish),
    spanish,
    ctx.tenant,
  );
  await ctx.mail.enqueue(tx, {
    to: email,
    ...(office.email ? { replyTo: office.email } : {}),
    organizationId: office.organizationId,
    ...mail,
  });
}

/**
 * Invites a patient by email to the office's enrolment page (spec 02 section 7 '/invite/upgrade-patient'). The
 * office's name, email and logo in the request are ignored: the mail is written from the office's own record.
 */
export async function invitePatient(ctx: Ctx, auth: AuthContext, req: InvitePatientRequest): Promise<string> {
  const office = await invitingOffice(ctx, req.dentistInfoId);
  const key = { organizationId: office.organizationId, officeId: office.id };
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockOfficeInvites(tx, office.id);
    const recent = await recentlyInvited(
      tx,
      key,
      [req.email],
      new Date(now.getTime() - INVITE_LIMITS.sameEmailWindowMs),
    );
    const last = recent.get(req.email);
    if (last) {
      const retryAt = new Date(last.getTime() + INVITE_LIMITS.sameEmailWindowMs);
      throw new InviteLimitError(INVITE_MESSAGES.sameEmail(req.email, minutesUntil(retryAt, now)), retryAt, now);
    }
    const hour = await invitesSince(tx, key, new Date(now.getTime() - INVITE_LIMITS.perOfficeWindowMs));
    if (hour.n >= INVITE_LIMITS.perOffice) {
      const retryAt = new Date((hour.oldest ?? now).getTime() + INVITE_LIMITS.perOfficeWindowMs);
      throw new InviteLimitError(INVITE_MESSAGES.officeLimit(minutesUntil(retryAt, now)), retryAt, now);
    }
    await sendInvite(ctx, tx, office, auth, req.email, req.spanish, now);
  });
  ctx.mail.wake();
  return INVITE_MESSAGES.sent(req.email);
}

/**
 * The group variant: the same invite to several addresses. Addresses invited in the last 10 minutes are skipped
 * and named; the batch is refused whole (nothing sent) when it would take the office past its hourly limit.
 */
export async function invitePatientGroup(
  ctx: Ctx,
  auth: AuthContext,
  req: InvitePatientGroupRequest,
): Promise<InvitePatientGroupResponse> {
  const office = await invitingOffice(ctx, req.dentistInfoId);
  const key = { organizationId: office.organizationId, officeId: office.id };
  const emails = [...new Set(req.emails)];
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    await lockOfficeInvites(tx, office.id);
    const recent = await recentlyInvited(tx, key, emails, new Date(now.getTime() - INVITE_LIMITS.sameEmailWindowMs));
    const skipped: SkippedInvite[] = emails
      .filter((email) => recent.has(email))
      .map((email) => ({ email, reason: INVITE_MESSAGES.recentlyInvited }));
    const toSend = emails.filter((email) => !recent.has(email));
    if (toSend.length === 0) {
      const newest = Math.max(...[...recent.values()].map((d) => d.getTime()));
      const retryAt = new Date(newest + INVITE_LIMITS.sameEmailWindowMs);
      throw new InviteLimitError(INVITE_MESSAGES.noneSent, retryAt, now);
    }
    const hour = await invitesSince(tx, key, new Date(now.getTime() - INVITE_LIMITS.perOfficeWindowMs));
    if (hour.n + toSend.length > INVITE_LIMITS.perOffice) {
      const retryAt = new Date((hour.oldest ?? now).getTime() + INVITE_LIMITS.perOfficeWindowMs);
      const left = Math.max(0, INVITE_LIMITS.perOffice - hour.n);
      throw new InviteLimitError(INVITE_MESSAGES.groupOverLimit(left, minutesUntil(retryAt, now)), retryAt, now);
    }
    for (const email of toSend) await sendInvite(ctx, tx, office, auth, email, req.spanish, now);
    return { sent: toSend, skipped };
  });
  ctx.mail.wake();
  const message =
    result.sent.length === 1 && result.skipped.length === 0
      ? INVITE_MESSAGES.sent(result.sent[0] ?? '')
      : INVITE_MESSAGES.sentMany(result.sent.length);
  return { _message: message, ...result };
}

/**
 * Counts a click on an invite's link and keeps the first click's time. A HEAD request (a link checker) only learns
 * whether the invite exists: it is not a person opening the page.
 */
export async function logInviteClick(ctx: Ctx, inviteId: string, countIt: boolean): Promise<{ logged: true }> {
  const found = countIt
    ? await countInviteClick(ctx.db, inviteId, ctx.clock.now())
    : await inviteExists(ctx.db, inviteId);
  if (!found) throw notFound();
  return { logged: true };
}

/**
 * The small business a patient came through, and the office's discount for its people (BusinessConnect): null when
 * the office or the business is unknown, or the business works with another office. An employer's link or code names
 * its employees to it (its portal lists them), so at another practice's page it names no one: whoever enrols there is
 * that practice's patient only, at its ordinary prices.
 */
export async function businessOffer(ctx: Ctx, officeId: number, smBusinessInfoId: number) {
  const [office, business] = await Promise.all([
    officeById(ctx.db, officeId),
    smallBusinessById(ctx.db, smBusinessInfoId),
  ]);
  if (!office || !business || business.officeId !== office.id) return null;
  // The office's own percent (its BusinessConnect settings) once it set one; the platform's default until then.
  const settings = await settingsOf(ctx.db, office.organizationId, office.id);
  return {
    id: business.id,
    name: business.name,
    logo: business.logoUrl,
    // Whether it pays for its employees now, on a card it has on file: its employees are asked for no card.
    employerPays: (await employerPayer(ctx.db, business.id)) !== null,
    discountPercent: businessConnectDiscountPercent({
      tenant: ctx.tenant,
      businessConnectOn: office.businessConnectOn,
      storedPercent: settings?.s.discountPercent ?? null,
    }),
  };
}

/** The office's discount for the business's people: 0 at an office the business does not work with. */
export async function officeDiscount(ctx: Ctx, req: OfficeDiscountRequest): Promise<{ discountPercent: number }> {
  const [office, business] = await Promise.all([
    officeById(ctx.db, req.dentistInfoId),
    smallBusinessById(ctx.db, req.smBusinessInfoId),
  ]);
  if (!office || !business) throw notFound();
  const offer = await businessOffer(ctx, office.id, business.id);
  return { discountPercent: offer?.discountPercent ?? 0 };
}
