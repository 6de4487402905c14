import type { ContactPreferences, PatientDetailsRequest, PatientProfile, PortalLanguage } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { type AuditEntry, recordAudit, recordReadAudit } from '../audit/audit.queries';
import { PROFILE_MESSAGES } from './patient-profile.mail';
import {
  type OwnedHousehold,
  ownedHouseholds,
  pendingEmailChange,
  preferencesOf,
  savePreferences,
  setHouseholdsSpanish,
  updateOwners,
  userRow,
} from './patient-profile.queries';

// The signed-in account owner's own details and settings. What they change is changed in every household they own
// (one per practice), in one transaction with an audit line per household.

export type Caller = { auth: AuthContext; ip: string };

/** Who made a change, for its audit line: the signed-in patient (or an admin acting as them), or a link's owner. */
export type Actor = { userId: number; ip: string; impersonatorUserId?: number | null };

export const actorOf = (caller: Caller): Actor => ({
  userId: caller.auth.userId,
  ip: caller.ip,
  impersonatorUserId: caller.auth.impersonatorUserId,
});

export const languageOfHousehold = (owner: Pick<OwnedHousehold, 'spanish'>): PortalLanguage =>
  owner.spanish ? 'es' : 'en';

/** The households the caller owns, locked when changing them; a user who owns none has no profile here. */
export async function householdsOf(
  db: Db,
  userId: number,
  lock = false,
): Promise<[OwnedHousehold, ...OwnedHousehold[]]> {
  const owners = await ownedHouseholds(db, userId, lock);
  const [first, ...rest] = owners;
  if (!first) throw notFound(PROFILE_MESSAGES.en.noHousehold);
  return [first, ...rest];
}

/** One audit line per household changed, naming the account owner's record and what changed. */
export async function auditHouseholds(
  db: Db,
  actor: Actor,
  owners: OwnedHousehold[],
  e: Pick<AuditEntry, 'action' | 'detail'>,
): Promise<void> {
  for (const o of owners) {
    await recordAudit(db, {
      organizationId: o.organizationId,
      officeId: o.officeId,
      memberId: o.id,
      actorUserId: actor.userId,
      targetType: 'member',
      targetId: o.id,
      ip: actor.ip,
      ...e,
      detail: {
        via: 'patient_portal',
        ...e.detail,
        ...(actor.impersonatorUserId ? { impersonatedBy: actor.impersonatorUserId } : {}),
      },
    });
  }
}

/** The office a household belongs to: its name and phone sign the household's mails. */
export async function officeOf(db: Db, owner: OwnedHousehold) {
  const [office] = await db
    .select({ name: offices.officeName, phone: offices.phone })
    .from(offices)
    .where(and(eq(offices.organizationId, owner.organizationId), eq(offices.id, owner.officeId)));
  return { officeName: office?.name ?? '', officePhone: office?.phone ?? null };
}

/** What the profile page shows, read fresh after any change. */
export async function profileView(ctx: Ctx, userId: number): Promise<PatientProfile> {
  const [owner] = await householdsOf(ctx.db, userId);
  const user = await userRow(ctx.db, userId);
  if (!user) throw notFound();
  const pending = await pendingEmailChange(ctx.db, userId, ctx.clock.now());
  return {
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: user.email,
    pendingEmail: pending ? { email: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null,
    phone: owner.phone ?? '',
    address: owner.address ?? null,
    language: languageOfHousehold(owner),
    preferences: await preferencesOf(ctx.db, owner),
  };
}

/** The account owner's profile; reading it is reading patient data, so each household gets a read line. */
export async function readProfile(ctx: Ctx, caller: Caller) {
  const profile = await profileView(ctx, caller.auth.userId);
  for (const o of await ownedHouseholds(ctx.db, caller.auth.userId)) {
    await recordReadAudit(ctx.db, {
      organizationId: o.organizationId,
      officeId: o.officeId,
      memberId: o.id,
      actorUserId: caller.auth.userId,
      action: 'member.read',
      targetType: 'member',
      targetId: o.id,
      ip: caller.ip,
      detail: { endpoint: 'GET /users/me/patient-profile' },
    });
  }
  return { profile };
}

/** Name, mobile phone and address: on the sign-in user and on every household's account-owner record. */
export async function updateDetails(ctx: Ctx, caller: Caller, body: PatientDetailsRequest) {
  const language = await ctx.db.transaction(async (tx) => {
    const owners = await householdsOf(tx, caller.auth.userId, true);
    const a = body.address;
    await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        address: `${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.city}, ${a.state} ${a.zip}`,
      })
      .where(eq(users.id, caller.auth.userId));
    await updateOwners(tx, owners, {
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      address: body.address,
    });
    const before = owners[0];
    await auditHouseholds(tx, actorOf(caller), owners, {
      action: 'member.update',
      detail: {
        changed: [
          ...(before.firstName !== body.firstName || before.lastName !== body.lastName ? ['name'] : []),
          ...(before.phone !== body.phone ? ['phone'] : []),
          ...(JSON.stringify(before.address) !== JSON.stringify(body.address) ? ['address'] : []),
        ],
      },
    });
    return languageOfHousehold(before);
  });
  return { _message: PROFILE_MESSAGES[language].detailsSaved, profile: await profileView(ctx, caller.auth.userId) };
}

/**
 * The household's language, kept on every member of every household the patient owns: the portal follows it at
 * once (the current user carries it) and so does every mail to the household, which reads the account owner's.
 */
export async function setLanguage(ctx: Ctx, caller: Caller, language: PortalLanguage) {
  await ctx.db.transaction(async (tx) => {
    const owners = await householdsOf(tx, caller.auth.userId, true);
    await setHouseholdsSpanish(tx, owners, language === 'es');
    await auditHouseholds(tx, actorOf(caller), owners, {
      action: 'member.language',
      detail: { from: languageOfHousehold(owners[0]), to: language },
    });
  });
  return { _message: PROFILE_MESSAGES[language].languageSaved, profile: await profileView(ctx, caller.auth.userId) };
}

/** Which reminders the household wants; payment notices are not the household's to turn off. */
export async function setPreferences(ctx: Ctx, caller: Caller, prefs: ContactPreferences) {
  const language = await ctx.db.transaction(async (tx) => {
    const owners = await householdsOf(tx, caller.auth.userId, true);
    await savePreferences(tx, owners, prefs, ctx.clock.now());
    await auditHouseholds(tx, actorOf(caller), owners, { action: 'member.contact-preferences', detail: { ...prefs } });
    return languageOfHousehold(owners[0]);
  });
  return { _message: PROFILE_MESSAGES[language].preferencesSaved, profile: await profileView(ctx, caller.auth.userId) };
}
