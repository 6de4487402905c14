import { randomBytes } from 'node:crypto';
import type { OfficeReferralRequest, OfficeReferralResponse, PatientReferralResponse } from '@mhq/contract';
import type { EnrolmentLanguage } from '@mhq/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { charges, members, officeReferralLeads, offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit, recordReadAudit } from '../audit/audit.queries';
import { lockAttempts, recordAttempt } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { throttle } from '../auth/throttle';
import { chargeIdOf, paymentUniqueIdOf } from '../billing/public-receipt.service';
import { referralCodeOf } from '../enrolment/enrolment-codes';
import { officeInvitationMail } from './referral-mail';

// A referral link is a receipt's signed public id (/pn/{paymentUniqueId}): it names the household that paid, so the
// friend who opens it joins that household's practice with its code. Nothing of the household is shown but the
// account owner's first name; a forged or unknown id answers 'not found', the same for each.

/** A practice is invited at most twice a day, and one network recommends at most ten practices a day. */
const OFFICE_REFERRAL_THROTTLE = { windowMs: 24 * 60 * 60 * 1000, perAccount: 2, perAddress: 10 } as const;

type Call = { endpoint: string; ip: string };

/** The household (its account owner) and office a referral link names; 'not found' for any link that is not one. */
async function referrerOfLink(ctx: Ctx, paymentUniqueId: string) {
  const chargeId = chargeIdOf(ctx.jwtKey, paymentUniqueId);
  if (chargeId === null) throw notFound();
  const [row] = await ctx.db
    .select({ charge: charges, owner: members, office: offices })
    .from(charges)
    .innerJoin(members, and(eq(members.organizationId, charges.organizationId), eq(members.id, charges.ownerMemberId)))
    .innerJoin(offices, and(eq(offices.organizationId, charges.organizationId), eq(offices.id, charges.officeId)))
    .where(eq(charges.id, chargeId));
  // A household the office removed no longer refers anyone.
  if (!row || row.owner.deletedAt) throw notFound();
  return row;
}

/** The link was opened: who opened it is not known, only from where; the household's first name was shown. */
async function auditLinkRead(ctx: Ctx, row: Awaited<ReturnType<typeof referrerOfLink>>, call: Call) {
  await recordReadAudit(ctx.db, {
    organizationId: row.charge.organizationId,
    officeId: row.charge.officeId,
    memberId: row.owner.id,
    actorUserId: null,
    action: 'member.read',
    targetType: 'endpoint',
    targetId: call.endpoint,
    detail: { via: 'referral_link', chargeId: row.charge.id, shown: ['firstName'] },
    ip: call.ip,
  });
}

/** What a friend sees at /patient-referral/{paymentUniqueId}: the practice and who sent them, by first name. */
export async function patientReferral(ctx: Ctx, paymentUniqueId: string, call: Call): Promise<PatientReferralResponse> {
  const row = await referrerOfLink(ctx, paymentUniqueId);
  await auditLinkRead(ctx, row, call);
  const code = await referralCodeOf(ctx.db, row.owner.organizationId, row.owner.id);
  const { office } = row;
  return {
    office: {
      id: office.id,
      officeName: office.officeName,
      slug: office.slug,
      logo: office.logo,
      phone: office.phone,
      address: office.address,
    },
    referrerFirstName: row.owner.firstName,
    referralCode: code,
    language: row.owner.spanish ? 'es' : 'en',
  };
}

const THANKS: Record<EnrolmentLanguage, (practice: string) => string> = {
  en: (practice) => `Thank you! We sent ${practice} an invitation to join.`,
  es: (practice) => `¡Gracias! Enviamos a ${practice} una invitación para unirse.`,
};
const TOO_MANY = 'Too many practices recommended from this network today.';

/**
 * A patient recommends the platform to another practice: the lead is recorded (the platform's admins follow it up)
 * and the practice is mailed an invitation to sign up, with a `ref` tracing the sign-up to the lead. Throttled per
 * practice address (no one may flood a practice with invitations) and per network.
 */
export async function recommendPractice(
  ctx: Ctx,
  paymentUniqueId: string,
  input: z.output<typeof OfficeReferralRequest>,
  call: Call,
): Promise<OfficeReferralResponse> {
  const row = await referrerOfLink(ctx, paymentUniqueId);
  const language = input.language ?? (row.owner.spanish ? 'es' : 'en');
  const ref = randomBytes(12).toString('base64url');
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'office-referral', input.email, call.ip);
    const now = ctx.clock.now();
    const limited = await throttle(
      tx,
      'office-referral',
      { email: input.email, ip: call.ip },
      OFFICE_REFERRAL_THROTTLE,
      now,
      {
        includeSuccesses: true,
        accountAnywhere: true,
        what: TOO_MANY,
      },
    );
    if (limited) return limited;
    const [lead] = await tx
      .insert(officeReferralLeads)
      .values({
        organizationId: row.charge.organizationId,
        officeId: row.charge.officeId,
        referrerOwnerMemberId: row.owner.id,
        practiceName: input.practiceName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone || null,
        note: input.note || null,
        ref,
        createdAt: now,
      })
      .returning({ id: officeReferralLeads.id });
    await recordAttempt(tx, 'office-referral', { email: input.email, ip: call.ip, succeeded: true, at: now });
    await recordAudit(tx, {
      organizationId: row.charge.organizationId,
      officeId: row.charge.officeId,
      memberId: row.owner.id,
      actorUserId: null,
      action: 'referral.office_recommended',
      targetType: 'office_referral_lead',
      targetId: lead?.id ?? 0,
      detail: { via: 'referral_link', chargeId: row.charge.id },
      ip: call.ip,
    });
    const mail = officeInvitationMail({
      tenant: ctx.tenant,
      contactName: input.contactName,
      practiceName: input.practiceName,
      referrerFirstName: row.owner.firstName,
      referrerOffice: row.office.officeName,
      note: input.note || null,
      signupLink: `${publicUrl(ctx)}/accounts/dentist-signup?ref=${ref}`,
    });
    await ctx.mail.enqueue(tx, { to: input.email, subject: mail.subject, text: mail.text });
    return null;
  });
  if (outcome instanceof AppError) throw outcome;
  ctx.mail.wake();
  return { _message: THANKS[language](input.practiceName), practiceName: input.practiceName };
}

/** The household's shareable id: its latest payment's receipt id (the links a receipt carries); null before any. */
export async function householdShareLink(ctx: Ctx, owner: { organizationId: number; id: number }) {
  const [latest] = await ctx.db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.organizationId, owner.organizationId), eq(charges.ownerMemberId, owner.id)))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(1);
  return { paymentUniqueId: latest ? paymentUniqueIdOf(ctx.jwtKey, latest.id) : null };
}
