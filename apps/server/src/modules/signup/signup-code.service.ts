import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ValidateCodeRequest, ValidateCodeResponse } from '@mhq/contract';
import {
  platformTier,
  SIGNUP_CODE_LIFETIME_MS,
  SIGNUP_CODE_MAX_TRIES,
  SIGNUP_CODE_THROTTLE,
  SIGNUP_MESSAGES,
  SIGNUP_VERIFY_THROTTLE,
} from '@mhq/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { lockAttempts, recordAttempt } from '../auth/auth.queries';
import { openSession, publicUrl } from '../auth/auth.service';
import { throttle } from '../auth/throttle';
import {
  confirmSignup,
  insertSignupCode,
  liveSignupCode,
  recordWrongTry,
  signupOfEmail,
  useSignupCode,
} from './signup.queries';
import { takeableDiscount } from './signup-discount';

type Client = { ip: string; userAgent?: string };

export const CODE_SENT_IF_WAITING =
  'If a sign-up is waiting for this email, we sent it a new 4-digit code. It expires in 15 minutes.';

/** An HMAC of the code under the server's key, bound to the user: a copy of the table reveals no code. */
function codeHash(key: Uint8Array, userId: number, code: string): string {
  return createHmac('sha256', key).update(`signup-code:${userId}:${code}`).digest('hex');
}

/** Writes a new code (voiding the older ones) and mails it with the link that continues the sign-up. */
export async function issueSignupCode(
  ctx: Ctx,
  db: Db,
  user: { id: number; email: string; firstName: string; organizationId: number | null },
  office: { id: number; activationKey: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await insertSignupCode(db, {
    userId: user.id,
    codeHash: codeHash(ctx.jwtKey, user.id, code),
    expiresAt: new Date(now.getTime() + SIGNUP_CODE_LIFETIME_MS),
    now,
  });
  const link = `${publicUrl(ctx)}/accounts/complete-dentist-signup/${office.id}/${office.activationKey ?? ''}`;
  await ctx.mail.enqueue(db, {
    to: user.email,
    organizationId: user.organizationId,
    subject: `Your ${ctx.tenant.name} confirmation code`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Welcome to ${ctx.tenant.name}! Your confirmation code is ${code}.`,
      'Enter it on the sign-up page within 15 minutes to confirm your email.',
      '',
      `To continue your sign-up later, open this link and ask for a new code: ${link}`,
      '',
      'If you did not sign up, you can ignore this message.',
      '',
      `${ctx.tenant.name} support: ${ctx.tenant.supportEmail}, ${ctx.tenant.supportPhone}`,
    ].join('\n'),
  });
}

/** Mails a new code to a sign-up still waiting for its email to be confirmed; answers the same either way. */
export async function generateSignupCode(ctx: Ctx, email: string, client: Client): Promise<string> {
  const refused = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'signup-code', email, client.ip);
    const now = ctx.clock.now();
    const limited = await throttle(tx, 'signup-code', { email, ip: client.ip }, SIGNUP_CODE_THROTTLE, now, {
      includeSuccesses: true,
      accountAnywhere: true,
      what: 'Too many codes requested.',
    });
    if (limited) return limited;
    const pending = await signupOfEmail(tx, email);
    const waiting = Boolean(pending && !pending.signup.emailConfirmedAt && pending.user.isActive);
    await recordAttempt(tx, 'signup-code', { email, ip: client.ip, succeeded: waiting, at: now });
    if (pending && waiting) await issueSignupCode(ctx, tx, pending.user, pending.office);
    return null;
  });
  if (refused) throw refused;
  ctx.mail.wake();
  return CODE_SENT_IF_WAITING;
}

type ValidateInput = z.output<typeof ValidateCodeRequest>;

/**
 * Confirms the owner's email with the mailed code and records the chosen platform tier, period and discount;
 * the practice's offices become verified and the owner is signed in. Wrong codes are throttled like sign-in, and a
 * code dies after 5 wrong tries, so a 4-digit code cannot be guessed from many addresses either.
 */
export async function validateSignupCode(
  ctx: Ctx,
  input: ValidateInput,
  client: Client,
): Promise<z.input<typeof ValidateCodeResponse>> {
  if (!platformTier(ctx.tenant.id, input.tierLevel)) {
    throw badRequest(SIGNUP_MESSAGES.invalidTier, { tierLevel: SIGNUP_MESSAGES.invalidTier });
  }
  const now = ctx.clock.now();
  const code = input.code.join('');
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'signup-verify', input.email, client.ip);
    const limited = await throttle(
      tx,
      'signup-verify',
      { email: input.email, ip: client.ip },
      SIGNUP_VERIFY_THROTTLE,
      now,
      {
        includeSuccesses: false,
        what: 'Too many wrong codes.',
      },
    );
    if (limited) return limited;
    const fail = async (error: AppError) => {
      await recordAttempt(tx, 'signup-verify', { email: input.email, ip: client.ip, succeeded: false, at: now });
      return error;
    };
    const pending = await signupOfEmail(tx, input.email);
    if (!pending || pending.signup.emailConfirmedAt || !pending.user.isActive) {
      return fail(badRequest(SIGNUP_MESSAGES.codeExpired, { code: SIGNUP_MESSAGES.codeExpired }));
    }
    const live = await liveSignupCode(tx, pending.user.id, now);
    if (!live) return fail(badRequest(SIGNUP_MESSAGES.codeExpired, { code: SIGNUP_MESSAGES.codeExpired }));
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(codeHash(ctx.jwtKey, pending.user.id, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const dead = live.wrongTries + 1 >= SIGNUP_CODE_MAX_TRIES;
      await recordWrongTry(tx, live.id, dead, now);
      const message = dead ? SIGNUP_MESSAGES.codeTooManyTries : SIGNUP_MESSAGES.codeWrong;
      return fail(badRequest(message, { code: message }));
    }
    // The code is taken here, locked and counted; a refused one leaves the mailed code usable with another choice.
    const discount = input.discountCode
      ? await takeableDiscount(tx, input.discountCode, {
          now,
          tenant: ctx.tenant.id,
          tierLevel: input.tierLevel,
          organizationId: pending.signup.organizationId,
          held: pending.signup.discountCodeId,
          lock: true,
        })
      : null;
    await useSignupCode(tx, live.id, now);
    await confirmSignup(
      tx,
      pending.signup.organizationId,
      {
        tierLevel: input.tierLevel,
        pricingPeriod: input.pricingPeriod,
        discountCodeId: discount?.code.id ?? null,
        associationId: discount?.association?.id ?? null,
      },
      now,
    );
    await recordAttempt(tx, 'signup-verify', { email: input.email, ip: client.ip, succeeded: true, at: now });
    await recordAudit(tx, {
      organizationId: pending.signup.organizationId,
      officeId: pending.office.id,
      actorUserId: pending.user.id,
      action: 'signup.email_confirmed',
      targetType: 'organization',
      targetId: pending.signup.organizationId,
      detail: {
        tierLevel: input.tierLevel,
        pricingPeriod: input.pricingPeriod,
        discountCode: discount?.code.code ?? null,
      },
      ip: client.ip,
    });
    return pending;
  });
  if (outcome instanceof AppError) throw outcome;
  const session = await openSession(ctx, outcome.user, client);
  return { ...session, dentistInfoId: outcome.office.id, _message: SIGNUP_MESSAGES.verified };
}
