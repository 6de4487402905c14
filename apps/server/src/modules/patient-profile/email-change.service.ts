import { and, count, eq, gt } from 'drizzle-orm';
import { isPgError } from '../../db/pg-errors';
import { emailChanges, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import { publicUrl } from '../auth/auth.service';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { confirmEmailMail, EMAIL_CHANGE_LIFETIME_MS, emailChangedMail, PROFILE_MESSAGES } from './patient-profile.mail';
import {
  emailChangeByToken,
  emailTakenByOther,
  pendingEmailChange,
  retireEmailChanges,
  updateOwners,
  userRow,
} from './patient-profile.queries';
import {
  actorOf,
  auditHouseholds,
  type Caller,
  householdsOf,
  languageOfHousehold,
  officeOf,
  profileView,
} from './patient-profile.service';

// A patient's sign-in email changes only once the new address proved it is theirs: a link mailed there, single use,
// for 48 hours; until then the old address keeps working and the profile shows the one waiting. The old address is
// told when the change is made.

/** Links one account may have mailed a day: enough for typos, too few to use us to mail strangers. */
const EMAIL_CHANGES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Mails a confirmation link to the new address; any earlier link stops working. */
export async function requestEmailChange(ctx: Ctx, caller: Caller, email: string) {
  const now = ctx.clock.now();
  const language = await ctx.db.transaction(async (tx) => {
    const owners = await householdsOf(tx, caller.auth.userId, true);
    const [owner] = owners;
    const m = PROFILE_MESSAGES[languageOfHousehold(owner)];
    const user = await userRow(tx, caller.auth.userId);
    if (!user) throw badRequest(m.noHousehold);
    if (user.email.toLowerCase() === email) throw badRequest(m.emailSame, { email: m.emailSame });
    if (await emailTakenByOther(tx, email, user.id)) throw badRequest(m.emailInUse, { email: m.emailInUse });
    const [sent] = await tx
      .select({ n: count() })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, user.id), gt(emailChanges.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((sent?.n ?? 0) >= EMAIL_CHANGES_PER_DAY) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many email changes today. Please try again tomorrow.');
    }
    await retireEmailChanges(tx, user.id, now);
    const { token, hash } = newOpaqueToken();
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
      createdAt: now,
    });
    await ctx.mail.enqueue(tx, {
      to: email,
      organizationId: owner.organizationId,
      ...confirmEmailMail({
        language: languageOfHousehold(owner),
        tenant: ctx.tenant,
        firstName: owner.firstName,
        ...(await officeOf(tx, owner)),
        link: `${publicUrl(ctx)}/accounts/confirm-email/${token}`,
      }),
    });
    await auditHouseholds(tx, actorOf(caller), owners, {
      action: 'member.email-change-requested',
      detail: { to: email },
    });
    return languageOfHousehold(owner);
  });
  ctx.mail.wake();
  return { _message: PROFILE_MESSAGES[language].emailSent(email), profile: await profileView(ctx, caller.auth.userId) };
}

/** Withdraws the change waiting for confirmation: its link stops working, the email stays. */
export async function cancelEmailChange(ctx: Ctx, caller: Caller) {
  const language = await ctx.db.transaction(async (tx) => {
    const owners = await householdsOf(tx, caller.auth.userId, true);
    const m = PROFILE_MESSAGES[languageOfHousehold(owners[0])];
    const pending = await pendingEmailChange(tx, caller.auth.userId, ctx.clock.now());
    if (!pending) throw badRequest(m.noneWaiting);
    await retireEmailChanges(tx, caller.auth.userId, ctx.clock.now());
    await auditHouseholds(tx, actorOf(caller), owners, {
      action: 'member.email-change-withdrawn',
      detail: { to: pending.newEmail },
    });
    return languageOfHousehold(owners[0]);
  });
  return { _message: PROFILE_MESSAGES[language].emailCancelled, profile: await profileView(ctx, caller.auth.userId) };
}

/**
 * Opening the mailed link: the sign-in email and every household's account-owner email become the new address, the
 * link is used up, and the old address is told. An unknown, used, withdrawn or expired link gets the same answer.
 */
export async function confirmEmailChange(ctx: Ctx, client: { ip: string }, token: string) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const change = await emailChangeByToken(tx, hashOpaqueToken(token));
      const usable = change && !change.confirmedAt && !change.retiredAt && change.expiresAt > now;
      const owners = change ? await householdsOf(tx, change.userId, true).catch(() => null) : null;
      const language = owners ? languageOfHousehold(owners[0]) : 'en';
      const m = PROFILE_MESSAGES[language];
      if (!change || !usable || !owners) throw badRequest(m.linkGone);
      const user = await userRow(tx, change.userId);
      if (!user?.isActive) throw badRequest(m.linkGone);
      if (await emailTakenByOther(tx, change.newEmail, user.id)) throw badRequest(m.emailInUse);
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, user.id));
      await updateOwners(tx, owners, { email: change.newEmail });
      await tx.update(emailChanges).set({ confirmedAt: now }).where(eq(emailChanges.id, change.id));
      const [owner] = owners;
      await ctx.mail.enqueue(tx, {
        to: user.email,
        organizationId: owner.organizationId,
        ...emailChangedMail({
          language,
          tenant: ctx.tenant,
          firstName: owner.firstName,
          ...(await officeOf(tx, owner)),
          newEmail: change.newEmail,
        }),
      });
      await auditHouseholds(tx, { userId: user.id, ip: client.ip }, owners, {
        action: 'member.email-changed',
        detail: { from: user.email, to: change.newEmail, via: 'mailed_link' },
      });
      return { _message: m.emailChanged(change.newEmail), email: change.newEmail, language };
    });
  } catch (err) {
    // Another account took the address between the check and the write: the unique index answers for it.
    if (isPgError(err, '23505')) throw badRequest(PROFILE_MESSAGES.en.emailInUse);
    throw err;
  } finally {
    ctx.mail.wake();
  }
}
