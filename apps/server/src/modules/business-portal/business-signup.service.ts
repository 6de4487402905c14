import { timingSafeEqual } from 'node:crypto';
import {
  type BusinessActivationRequest,
  type BusinessActivationResponse,
  type BusinessConnectOfficesResponse,
  type BusinessSignupRequest,
  BUSINESS_PORTAL_MESSAGES as M,
} from '@mhq/contract';
import { hasFeature, SIGNUP_THROTTLE } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import { smallBusinesses, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { emailInUse, lockAttempts, recordAttempt } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { throttle } from '../auth/throttle';
import { hashOpaqueToken } from '../auth/tokens';
import { BUSINESS_ACTIVATION_DAYS, businessActivationPath, newBusinessActivation } from './business-activation';
import {
  type BusinessRow,
  businessById,
  businessConnectOfficeBySlug,
  businessConnectOffices,
  practiceOf,
  userOfBusiness,
} from './business-portal.queries';

type Client = { ip: string };

/** Said alike for a wrong key, a used one and an unknown business: the link reveals no business it does not open. */
const LINK_NOT_VALID = `${M.linkInvalid} If you already activated your account, sign in with your email and password.`;

function assertOffered(ctx: Ctx): void {
  if (!hasFeature(ctx.tenant, 'businessConnect')) throw badRequest(`${M.notOffered} (${ctx.tenant.name}).`);
}

/** The practices an employer may choose: BusinessConnect on, by name, city or ZIP. */
export async function offeredOffices(ctx: Ctx, search: string): Promise<BusinessConnectOfficesResponse> {
  if (!hasFeature(ctx.tenant, 'businessConnect')) return { offered: false, offices: [] };
  const rows = await businessConnectOffices(ctx.db, search);
  return { offered: true, offices: rows.map((r) => ({ ...r, city: r.city || null })) };
}

/** Mails a business's contact the link that completes its sign-up, in the caller's transaction. */
async function mailActivation(ctx: Ctx, tx: Db, to: { email: string; firstName: string }, id: number, key: string) {
  const link = `${publicUrl(ctx)}${businessActivationPath(id, key)}`;
  await ctx.mail.enqueue(tx, {
    to: to.email,
    organizationId: null,
    subject: `Activate your ${ctx.tenant.name} business account`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Thank you for offering ${ctx.tenant.name} membership plans to your employees.`,
      `Choose your password and activate your business account within ${BUSINESS_ACTIVATION_DAYS} days: ${link}`,
      '',
      'The link works once. Then sign in with this email address and your new password.',
      '',
      `${ctx.tenant.name} support: ${ctx.tenant.supportEmail}, ${ctx.tenant.supportPhone}`,
    ].join('\n'),
  });
}

/**
 * A small business signs itself up with the practice it chose: the business ('pending'), its contact as an
 * sm_business user without a password, and a mailed activation link. Throttled per address like a practice's sign-up.
 */
export async function signUpBusiness(ctx: Ctx, input: BusinessSignupRequest, client: Client) {
  assertOffered(ctx);
  const office = await businessConnectOfficeBySlug(ctx.db, input.officeSlug);
  if (!office) throw badRequest(M.practiceUnknown, { officeSlug: M.practiceUnknown });
  const outcome = await ctx.db
    .transaction(async (tx) => {
      await lockAttempts(tx, 'signup', input.email, client.ip);
      const now = ctx.clock.now();
      const limited = await throttle(tx, 'signup', { email: input.email, ip: client.ip }, SIGNUP_THROTTLE, now, {
        includeSuccesses: true,
        what: 'Too many sign-ups from this network.',
      });
      if (limited) return limited;
      if (await emailInUse(tx, input.email)) return badRequest(M.emailInUse, { email: M.emailInUse });
      const activation = newBusinessActivation(now);
      const [business] = await tx
        .insert(smallBusinesses)
        .values({
          name: input.businessName,
          organizationId: office.organizationId,
          officeId: office.id,
          email: input.email,
          phone: input.phone,
          address: input.address,
          employeeCount: input.employeeCount,
          status: 'pending',
          activationKeyHash: activation.hash,
          activationExpiresAt: activation.expiresAt,
          updatedAt: now,
        })
        .returning();
      if (!business) throw new AppError('INTERNAL');
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: null,
          type: 'sm_business',
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          smallBusinessId: business.id,
        })
        .returning({ id: users.id });
      await recordAttempt(tx, 'signup', { email: input.email, ip: client.ip, succeeded: true, at: now });
      await recordAudit(tx, {
        organizationId: office.organizationId,
        officeId: office.id,
        actorUserId: user?.id ?? null,
        action: 'small_business.signed_up',
        targetType: 'small_business',
        targetId: business.id,
        detail: { termsAccepted: true, employeeCount: input.employeeCount },
        ip: client.ip,
      });
      await mailActivation(ctx, tx, input, business.id, activation.key);
      return business;
    })
    // Two sign-ups with one email at once: the unique key decides, the second is told as if it had come later.
    .catch((err: unknown) => {
      if (isPgError(err, '23505')) return badRequest(M.emailInUse, { email: M.emailInUse });
      throw err;
    });
  if (outcome instanceof AppError) throw outcome;
  ctx.mail.wake();
  return { _message: M.signedUp, email: input.email };
}

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The business a link opens: its key must match and not have expired; else 404 (or 400 'expired', key right). */
function openedBy(
  ctx: Ctx,
  business: BusinessRow | null,
  key: string,
): BusinessRow & { status: 'invited' | 'pending' } {
  if (!business?.activationKeyHash || !sameHash(business.activationKeyHash, hashOpaqueToken(key))) {
    throw notFound(LINK_NOT_VALID);
  }
  if (business.status !== 'invited' && business.status !== 'pending') throw notFound(LINK_NOT_VALID);
  if (!business.activationExpiresAt || business.activationExpiresAt <= ctx.clock.now()) {
    throw badRequest(M.linkExpired);
  }
  return business as BusinessRow & { status: 'invited' | 'pending' };
}

/** What the activation page shows: the business, its practice, and whether it still needs a contact person. */
export async function businessActivation(ctx: Ctx, id: number, key: string): Promise<BusinessActivationResponse> {
  const business = openedBy(ctx, await businessById(ctx.db, id), key);
  const practice = await practiceOf(ctx.db, business.officeId);
  return {
    business: { name: business.name, email: business.email, status: business.status },
    practice,
    needsContact: (await userOfBusiness(ctx.db, business.id)) === null,
  };
}

/**
 * Completes a business's sign-up: its user's password (an invited business's user is created now, with the names
 * given), the employer terms accepted, the business active and its key spent. Audited.
 */
export async function activateBusiness(
  ctx: Ctx,
  id: number,
  key: string,
  input: BusinessActivationRequest,
  client: Client,
) {
  // Checked before the slow hash; checked again, locked, where it is spent.
  openedBy(ctx, await businessById(ctx.db, id), key);
  const passwordHash = await hashPassword(input.password, ctx.config.argon2MemoryKib);
  try {
    const email = await ctx.db.transaction(async (tx) => {
      const business = openedBy(ctx, await businessById(tx, id, true), key);
      const now = ctx.clock.now();
      let user = await userOfBusiness(tx, business.id);
      if (user) {
        await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
      } else {
        user = await createContact(tx, business, input, passwordHash);
      }
      await tx
        .update(smallBusinesses)
        .set({
          status: 'active',
          activatedAt: now,
          termsAcceptedAt: now,
          activationKeyHash: null,
          activationExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(smallBusinesses.id, business.id));
      await recordAudit(tx, {
        organizationId: business.organizationId,
        officeId: business.officeId,
        actorUserId: user.id,
        action: 'small_business.activated',
        targetType: 'small_business',
        targetId: business.id,
        detail: { from: business.status, termsAccepted: true },
        ip: client.ip,
      });
      return user.email;
    });
    return { _message: M.activated, email };
  } catch (err) {
    // Someone took the invited business's email for another account since it was invited.
    if (isPgError(err, '23505')) throw badRequest(M.emailInUse, { email: M.emailInUse });
    throw err;
  }
}

/** The sm_business user of an invited business, made from the names its contact gave on the activation page. */
async function createContact(tx: Db, business: BusinessRow, input: BusinessActivationRequest, passwordHash: string) {
  const errors: Record<string, string> = {};
  if (!input.firstName) errors.firstName = 'This field is required';
  if (!input.lastName) errors.lastName = 'This field is required';
  if (Object.keys(errors).length > 0) throw badRequest('Please give your first and last name', errors);
  if (!business.email) throw badRequest(M.linkInvalid);
  if (await emailInUse(tx, business.email)) throw badRequest(M.emailInUse, { email: M.emailInUse });
  const [user] = await tx
    .insert(users)
    .values({
      email: business.email,
      passwordHash,
      type: 'sm_business',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone: input.phone || business.phone,
      smallBusinessId: business.id,
    })
    .returning();
  if (!user) throw new AppError('INTERNAL');
  return user;
}
