import type { InviteBusinessRequest } from '@mhq/contract';
import { BusinessConnectMessages } from '@mhq/contract';
import { BUSINESS_CONNECT_DISCOUNT_PERCENT, formatPhone, hasFeature } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { enrolments, groupCodes, smallBusinesses, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { publicUrl } from '../auth/auth.service';
import {
  BUSINESS_ACTIVATION_DAYS,
  businessActivationPath,
  newBusinessActivation,
} from '../business-portal/business-activation';
import { figuresFor, figuresOf, hasActiveMembers } from './business-connect.queries';
import { type Actor, officeOr404, settingsOf } from './business-connect.service';
import { type BusinessRow, businessOfOffice, businessView } from './business-connect.view';
import { businessInviteMail } from './business-invite.mail';

type Office = Awaited<ReturnType<typeof officeOr404>>;

/** Mails the employer a fresh activation link (the key's hash replaces any earlier one, which stops working). */
async function mailActivation(ctx: Ctx, tx: Db, office: Office, business: BusinessRow, to: string) {
  const activation = newBusinessActivation(ctx.clock.now());
  await tx
    .update(smallBusinesses)
    .set({ activationKeyHash: activation.hash, activationExpiresAt: activation.expiresAt, updatedAt: ctx.clock.now() })
    .where(eq(smallBusinesses.id, business.id));
  const settings = await settingsOf(tx, office.organizationId, office.id);
  const mail = businessInviteMail({
    tenant: ctx.tenant,
    businessName: business.name,
    officeName: office.officeName,
    officePhone: office.phone ? formatPhone(office.phone) : null,
    discountPercent: settings?.s.discountPercent ?? BUSINESS_CONNECT_DISCOUNT_PERCENT,
    activationLink: `${publicUrl(ctx)}${businessActivationPath(business.id, activation.key)}`,
    validDays: BUSINESS_ACTIVATION_DAYS,
  });
  await ctx.mail.enqueue(tx, {
    to,
    subject: mail.subject,
    text: mail.text,
    organizationId: office.organizationId,
    ...(office.email ? { replyTo: office.email } : {}),
  });
}

async function viewOf(db: Db, slug: string, id: number) {
  const [row] = await db.select().from(smallBusinesses).where(eq(smallBusinesses.id, id)).limit(1);
  if (!row) throw notFound();
  return businessView(row, slug, figuresFor(await figuresOf(db, [id]), id));
}

/** Invites an employer to work with the office: an 'invited' business and a mailed activation link, audited. */
export async function inviteBusiness(ctx: Ctx, actor: Actor, officeId: number, req: InviteBusinessRequest) {
  if (!hasFeature(ctx.tenant, 'businessConnect')) throw badRequest(BusinessConnectMessages.notOffered);
  const id = await ctx.db.transaction(async (tx) => {
    const office = await officeOr404(tx, officeId);
    if (!office.businessConnectOn) throw badRequest(BusinessConnectMessages.turnOnFirst);
    // Two invitations to one address from one office would be two accounts for one employer.
    await tx.execute(sql`select id from offices where id = ${officeId} for update`);
    const [same] = await tx
      .select({ id: smallBusinesses.id })
      .from(smallBusinesses)
      .where(and(eq(smallBusinesses.officeId, officeId), sql`lower(${smallBusinesses.email}) = ${req.email}`))
      .limit(1);
    if (same) throw badRequest(BusinessConnectMessages.emailTaken, { email: BusinessConnectMessages.emailTaken });
    const [created] = await tx
      .insert(smallBusinesses)
      .values({
        name: req.name,
        organizationId: office.organizationId,
        officeId,
        email: req.email,
        phone: req.phone || null,
        status: 'invited',
        invitedByUserId: actor.auth.userId,
        updatedAt: ctx.clock.now(),
      })
      .returning();
    if (!created) throw new Error('small business insert returned nothing');
    await mailActivation(ctx, tx, office, created, req.email);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'small_business.invited',
      targetType: 'small_business',
      targetId: created.id,
      detail: { name: req.name, email: req.email, phone: req.phone || null },
    });
    return created.id;
  });
  ctx.mail.wake();
  const office = await officeOr404(ctx.db, officeId);
  return {
    _message: `${req.name} was invited: we emailed ${req.email} a link to set up its account.`,
    business: await viewOf(ctx.db, office.slug, id),
  };
}

/** Mails an invited or pending employer a new activation link; the earlier one stops working. Audited. */
export async function resendBusinessInvite(ctx: Ctx, actor: Actor, officeId: number, businessId: number) {
  const email = await ctx.db.transaction(async (tx) => {
    const office = await officeOr404(tx, officeId);
    const business = await businessOfOffice(tx, officeId, businessId, true);
    if (!business) throw notFound();
    if (business.status === 'active') throw badRequest(`${business.name} has already set up its account`);
    if (!business.email) throw badRequest(`${business.name} has no email address to send the invitation to`);
    await mailActivation(ctx, tx, office, business, business.email);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'small_business.invite_resent',
      targetType: 'small_business',
      targetId: businessId,
      detail: { email: business.email },
    });
    return business.email;
  });
  ctx.mail.wake();
  const office = await officeOr404(ctx.db, officeId);
  return {
    _message: `A new invitation was sent to ${email}. The earlier link no longer works.`,
    business: await viewOf(ctx.db, office.slug, businessId),
  };
}

/**
 * Ends the office's relationship with an employer. Refused while anyone enrolled through it still has a running
 * membership (their discount and the employer's report depend on it). An invitation never taken up, with nothing
 * attached to it, is deleted; otherwise the employer keeps its account and history but no longer works with the
 * office (it may choose another practice), and its link stops giving the office's discount.
 */
export async function removeBusiness(ctx: Ctx, actor: Actor, officeId: number, businessId: number) {
  const name = await ctx.db.transaction(async (tx) => {
    const office = await officeOr404(tx, officeId);
    const business = await businessOfOffice(tx, officeId, businessId, true);
    if (!business) throw notFound();
    if (await hasActiveMembers(tx, businessId)) {
      throw badRequest(
        `${business.name} still has employees with active memberships through it. They keep their plans and discount until their memberships end or move; remove the business after that.`,
      );
    }
    const [attached] = await queryRows<{ n: number }>(
      tx,
      sql`select ((select count(*) from ${enrolments} where ${enrolments.smallBusinessId} = ${businessId})
        + (select count(*) from ${users} where ${users.smallBusinessId} = ${businessId})
        + (select count(*) from ${groupCodes} where ${groupCodes.smallBusinessId} = ${businessId}))::int as n`,
    );
    const deleted = business.status === 'invited' && (attached?.n ?? 0) === 0;
    if (deleted) {
      await tx.delete(smallBusinesses).where(eq(smallBusinesses.id, businessId));
    } else {
      await tx
        .update(smallBusinesses)
        .set({
          organizationId: null,
          officeId: null,
          activationKeyHash: null,
          activationExpiresAt: null,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(smallBusinesses.id, businessId));
    }
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'small_business.removed',
      targetType: 'small_business',
      targetId: businessId,
      detail: { name: business.name, status: business.status, deleted },
    });
    return business.name;
  });
  return { _message: `${name} no longer works with your office.` };
}
