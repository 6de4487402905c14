import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  AssociationByUrlResponse,
  CheckEmailResponse,
  LoadDiscountResponse,
  PendingSignupResponse,
  PricingResponse,
  SignupRequest,
  SignupResponse,
} from '@mhq/contract';
import {
  CHECK_EMAIL_THROTTLE,
  defaultSpecialtyId,
  formatUsAddress,
  INVALID_DISCOUNT_CODE,
  PLATFORM_TIERS,
  PMS_OPTIONS,
  PRICING_PERIODS,
  planDraftProblem,
  SIGNUP_MESSAGES,
  SIGNUP_THROTTLE,
  slugFrom,
  uniqueSlug,
} from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { leadSourceForSignup } from '../admin-lists/lead-sources.service';
import { recordAudit } from '../audit/audit.queries';
import { emailInUse, lockAttempts, recordAttempt } from '../auth/auth.queries';
import { hashPassword } from '../auth/passwords';
import { throttle } from '../auth/throttle';
import { associationBySlug, insertPractice, signupOfOffice, slugsLike } from './signup.queries';
import { issueSignupCode } from './signup-code.service';
import { discountByCode, type FoundDiscount, takeableDiscount } from './signup-discount';

type Client = { ip: string; userAgent?: string };
type Out<S extends z.ZodType> = z.input<S>;

/** Serializes slug allocation: two offices created at once can never pick the same free slug. */
export async function lockSlugs(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('office-slugs'))`);
}

/** A free slug for a new office, made from its name. */
export async function freeSlugFor(db: Db, officeName: string): Promise<string> {
  let base = slugFrom(officeName);
  if (base.length < 3) base = `${base}-office`.replace(/^-/, '');
  return uniqueSlug(base, await slugsLike(db, base));
}

/** A discount code a practice may take now, or the refusal (its dates, pause and uses; the tier comes later). */
async function discountOrRefuse(ctx: Ctx, db: Db, code: string | undefined, lock = false) {
  if (!code) return null;
  return takeableDiscount(db, code, { now: ctx.clock.now(), tenant: ctx.tenant.id, lock });
}

/**
 * A practice signs up: its organization, first office (unverified, with an activation key), the office's profile
 * and the owner, linked as owner and plan coordinator; then the first confirmation code is mailed.
 */
export async function signUp(
  ctx: Ctx,
  input: z.output<typeof SignupRequest>,
  client: Client,
): Promise<Out<typeof SignupResponse>> {
  if (!PMS_OPTIONS[ctx.tenant.id].some((o) => o.value === input.pmsSystem)) {
    const message = 'Choose one of the systems listed';
    throw badRequest(message, { pmsSystem: message });
  }
  const draftProblem = input.planDraft ? planDraftProblem(ctx.tenant.id, input.planDraft) : null;
  if (draftProblem) throw badRequest(draftProblem, { planDraft: draftProblem });
  // Refused before the password is hashed; checked again, locked, where the use is recorded.
  await discountOrRefuse(ctx, ctx.db, input.discountCode);
  await leadSourceForSignup(ctx, ctx.db, input.leadSourceId);
  const passwordHash = await hashPassword(input.password, ctx.config.argon2MemoryKib);
  const activationKey = randomBytes(24).toString('base64url');
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'signup', input.email, client.ip);
    const now = ctx.clock.now();
    const limited = await throttle(tx, 'signup', { email: input.email, ip: client.ip }, SIGNUP_THROTTLE, now, {
      includeSuccesses: true,
      what: 'Too many sign-ups from this network.',
    });
    if (limited) return limited;
    if (await emailInUse(tx, input.email)) {
      return badRequest(SIGNUP_MESSAGES.emailInUse, { email: SIGNUP_MESSAGES.emailInUse });
    }
    const discount = await discountOrRefuse(ctx, tx, input.discountCode, true);
    await lockSlugs(tx);
    const slug = await freeSlugFor(tx, input.officeName);
    const { organization, office, owner } = await insertPractice(tx, {
      organizationName: input.officeName,
      office: {
        officeName: input.officeName,
        slug,
        email: input.email,
        phone: input.phone,
        address: formatUsAddress({
          ...input.address,
          street: [input.address.line1, input.address.line2].filter(Boolean).join(' '),
        }),
        verified: false,
        activationKey,
        associationId: discount?.association?.id ?? null,
        brand: ctx.tenant.id,
      },
      profile: {
        addressLine1: input.address.line1,
        addressLine2: input.address.line2,
        city: input.address.city,
        state: input.address.state,
        zip: input.address.zip,
        specialtyId: defaultSpecialtyId(ctx.tenant),
        pmsSystem: input.pmsSystem,
      },
      owner: {
        email: input.email,
        passwordHash,
        type: 'dentist',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      },
      referralSource: input.referralSource,
      discountCodeId: discount?.code.id ?? null,
      leadSourceId: await leadSourceForSignup(ctx, tx, input.leadSourceId),
      planDraft: input.planDraft ?? null,
      at: now,
    });
    await recordAttempt(tx, 'signup', { email: input.email, ip: client.ip, succeeded: true, at: now });
    // The first code counts toward the codes an email may be mailed.
    await recordAttempt(tx, 'signup-code', { email: input.email, ip: client.ip, succeeded: true, at: now });
    await recordAudit(tx, {
      organizationId: organization.id,
      officeId: office.id,
      actorUserId: owner.id,
      action: 'signup.created',
      targetType: 'organization',
      targetId: organization.id,
      ip: client.ip,
    });
    await issueSignupCode(ctx, tx, owner, office);
    return office;
  });
  if (outcome instanceof AppError) throw outcome;
  ctx.mail.wake();
  return { _message: SIGNUP_MESSAGES.codeSent, dentistInfoId: outcome.id, activationKey, email: input.email };
}

/** Whether an email is still free; throttled per address, as it tells whether someone has an account. */
export async function checkEmail(ctx: Ctx, email: string, client: Client): Promise<Out<typeof CheckEmailResponse>> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'check-email', email, client.ip);
    const now = ctx.clock.now();
    const limited = await throttle(tx, 'check-email', { email, ip: client.ip }, CHECK_EMAIL_THROTTLE, now, {
      includeSuccesses: true,
      what: 'Too many email checks from this network.',
    });
    if (limited) return limited;
    await recordAttempt(tx, 'check-email', { email, ip: client.ip, succeeded: true, at: now });
    return emailInUse(tx, email);
  });
  if (outcome instanceof AppError) throw outcome;
  return { available: !outcome, message: outcome ? SIGNUP_MESSAGES.emailInUse : null };
}

/** The brand's platform tiers (figures in packages/domain platform-tiers.ts). */
export function pricing(ctx: Ctx): Out<typeof PricingResponse> {
  return {
    tiers: PLATFORM_TIERS[ctx.tenant.id].map((t) => ({ ...t, features: [...t.features] })),
    periods: [...PRICING_PERIODS],
  };
}

export async function loadDiscount(ctx: Ctx, code: string): Promise<Out<typeof LoadDiscountResponse>> {
  const found = await discountOrRefuse(ctx, ctx.db, code);
  if (!found) throw badRequest(INVALID_DISCOUNT_CODE, { discountCode: INVALID_DISCOUNT_CODE });
  return discountView(found);
}

/** A code as the sign-up pages show it. */
const discountView = (found: FoundDiscount): Out<typeof LoadDiscountResponse> => ({
  discountCode: found.code.code,
  percentOff: found.code.percentOff,
  amountOffCents: found.code.amountOffCents,
  association: found.association
    ? { id: found.association.id, name: found.association.name, logo: found.association.logo }
    : null,
});

const sameKey = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The sign-up an emailed activation link continues; a wrong key is 'not found'. */
export async function pendingSignup(ctx: Ctx, officeId: number, activationKey: string): Promise<PendingSignupResponse> {
  const row = await signupOfOffice(ctx.db, officeId);
  if (!row?.office.activationKey || !sameKey(row.office.activationKey, activationKey)) throw notFound();
  return {
    dentistInfoId: row.office.id,
    officeName: row.office.officeName,
    email: row.user.email,
    emailConfirmed: Boolean(row.signup.emailConfirmedAt),
    discountCode: row.code,
    // The code this sign-up holds is its own even once it ran out for others: the page shows it without asking again.
    heldDiscount: row.code ? await heldDiscount(ctx, row.code) : null,
  };
}

async function heldDiscount(ctx: Ctx, code: string) {
  const found = await discountByCode(ctx.db, code);
  return found ? discountView(found) : null;
}

export async function associationByUrl(ctx: Ctx, slug: string): Promise<Out<typeof AssociationByUrlResponse>> {
  const found = await associationBySlug(ctx.db, slug);
  if (!found) throw notFound();
  const { association, promoCode } = found;
  return { id: association.id, name: association.name, logo: association.logo, promoCode };
}
