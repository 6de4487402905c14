import type {
  CommunityGroupSignupRequest,
  CommunityOfficeSearchResponse,
  MessageBody,
  PublicOfficeResponse,
} from '@mhq/contract';
import { ENROLMENT_MESSAGES } from '@mhq/domain';
import type { z } from 'zod';
import { communityGroups } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { lockAttempts, recordAttempt } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { throttle } from '../auth/throttle';
import { enrolmentPage } from '../enrolment/public-office.service';
import { groupRequestToOfficeMail, groupRequestToOrganizerMail } from './community-connect.mail';
import { groupByCode, officeBySlug, searchOffices } from './community-connect.queries';

// The public side of CommunityConnect: an organizer finds a practice and asks it for a group; a group's members open
// its enrolment page by its code.

/** An organizer may ask a few practices a day; one network may not flood practices with requests. */
const REQUEST_THROTTLE = { windowMs: 24 * 60 * 60 * 1000, perAccount: 5, perAddress: 10 } as const;
const TOO_MANY = 'Too many group requests were sent from here today.';
const NO_PRACTICE = 'Choose the practice from the list.';

/** The city of an office's one-line address ('100 Congress Ave, Austin, TX 78701' -> 'Austin, TX 78701'). */
export function cityOf(address: string | null): string {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 2 ? parts.slice(-2).join(', ') : (parts[0] ?? '');
}

export async function findPracticesForGroups(ctx: Ctx, search: string): Promise<CommunityOfficeSearchResponse> {
  const rows = await searchOffices(ctx.db, search);
  return { offices: rows.map((r) => ({ name: r.name, city: cityOf(r.address), slug: r.slug })) };
}

/**
 * An organizer asks a practice for a group: a 'requested' group without a code (the office sets it up or declines),
 * a mail to the practice and a confirmation to the organizer. Throttled per organizer and per network.
 */
export async function requestCommunityGroup(
  ctx: Ctx,
  req: z.output<typeof CommunityGroupSignupRequest>,
  ip: string,
): Promise<MessageBody> {
  const office = await officeBySlug(ctx.db, req.officeSlug);
  // Only a practice that could run the group: open, and past its initial onboarding (CommunityConnect is on).
  if (!office || office.closedAt || !office.onboardingDateComplete) {
    throw badRequest(NO_PRACTICE, { officeSlug: NO_PRACTICE });
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'community-request', req.organizerEmail, ip);
    const now = ctx.clock.now();
    const who = { email: req.organizerEmail, ip };
    const limited = await throttle(tx, 'community-request', who, REQUEST_THROTTLE, now, {
      includeSuccesses: true,
      accountAnywhere: true,
      what: TOO_MANY,
    });
    if (limited) return limited;
    const sizeLine = `About ${req.approximateSize} people.`;
    const [group] = await tx
      .insert(communityGroups)
      .values({
        organizationId: office.organizationId,
        officeId: office.id,
        name: req.groupName,
        kind: req.kind,
        code: null,
        discountPercent: 0,
        planIds: [],
        organizerName: req.organizerName,
        organizerEmail: req.organizerEmail,
        organizerPhone: req.organizerPhone || null,
        note: req.note ? `${sizeLine} ${req.note}` : sizeLine,
        status: 'requested',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: communityGroups.id });
    if (!group) throw new Error('community group insert returned nothing');
    await recordAttempt(tx, 'community-request', { ...who, succeeded: true, at: now });
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: null,
      action: 'community_group.requested',
      targetType: 'community_group',
      targetId: group.id,
      detail: { groupName: req.groupName, kind: req.kind, approximateSize: req.approximateSize },
      ip,
    });
    const mail = {
      tenant: ctx.tenant,
      officeName: office.officeName,
      organizerName: req.organizerName,
      organizerEmail: req.organizerEmail,
      organizerPhone: req.organizerPhone,
      groupName: req.groupName,
      kind: req.kind,
      approximateSize: req.approximateSize,
      note: req.note,
      manageLink: `${publicUrl(ctx)}/account/community-connect`,
    };
    if (office.mailTo) await ctx.mail.enqueue(tx, { to: office.mailTo, ...groupRequestToOfficeMail(mail) });
    await ctx.mail.enqueue(tx, { to: req.organizerEmail, ...groupRequestToOrganizerMail(mail) });
    return null;
  });
  if (outcome instanceof AppError) throw outcome;
  ctx.mail.wake();
  return { _message: `Your request was sent to ${office.officeName}. We also mailed you a copy.` };
}

/** A group's enrolment page by its code: the office's page with the group applied, or 404 'group code is not valid'. */
export async function communityEnrolmentPage(ctx: Ctx, code: string): Promise<PublicOfficeResponse> {
  const message = ENROLMENT_MESSAGES.en.groupCodeInvalid;
  const group = await groupByCode(ctx.db, code);
  if (!group) throw notFound(message);
  // enrolmentPage checks the code at the group's own office: closed, requested and expired groups answer 400.
  const page = await enrolmentPage(ctx, group.officeId, { groupCode: code }).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 400 ? notFound(message) : err;
  });
  if (!page.community) throw notFound(message);
  return page;
}
