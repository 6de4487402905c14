import { createHash } from 'node:crypto';
import {
  type BusinessMembersResponse,
  type BusinessProfile,
  type BusinessReportResponse,
  type BusinessSettingsRequest,
  type LogoUpload,
  BUSINESS_PORTAL_MESSAGES as M,
} from '@mhq/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { smallBusinesses } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { type AuditEntry, recordAudit, recordReadAudit } from '../audit/audit.queries';
import { filesOf } from '../office/office.service';
import { householdStatus, monthlyCounts } from './business-months';
import {
  allHouseholds,
  type BusinessRow,
  businessById,
  businessConnectOfficeBySlug,
  businessOfUser,
  groupCodeOf,
  hasEnrolments,
  householdPage,
  practiceOf,
} from './business-portal.queries';

// The signed-in employer's portal. The business is always the caller's own (users.small_business_id): no call takes a
// business id, so another employer's employees cannot be asked for.

export type Actor = { auth: AuthContext; ip: string };

export const BUSINESS_MEMBERS_PAGE_SIZE = 20;
/** Where business logos are served from (outside /api/v1), by a name the server chose. */
export const BUSINESS_LOGO_URL_PREFIX = '/files/business-logos/';
export const BUSINESS_LOGO_NAME = /^business-\d+-[0-9a-f]{20}\.(png|jpg)$/;

/** The caller's business, or 404 (a user of no business). */
export async function callerBusiness(db: Db, auth: AuthContext, lock = false): Promise<BusinessRow> {
  const id = await businessOfUser(db, auth.userId);
  const business = id === null ? null : await businessById(db, id, lock);
  if (!business) throw notFound();
  return business;
}

/** An audit line about the caller's business, in its practice's organization. */
export const businessLine = (
  actor: Actor,
  b: BusinessRow,
  action: string,
  detail: Record<string, unknown>,
): AuditEntry => ({
  organizationId: b.organizationId,
  officeId: b.officeId,
  actorUserId: actor.auth.userId,
  action,
  targetType: 'small_business',
  targetId: b.id,
  detail: { ...detail, ...(actor.auth.impersonatorUserId ? { impersonatedBy: actor.auth.impersonatorUserId } : {}) },
  ip: actor.ip,
});

async function profileOf(db: Db, b: BusinessRow): Promise<BusinessProfile> {
  const practice = await practiceOf(db, b.officeId);
  return {
    id: b.id,
    name: b.name,
    logo: b.logoUrl,
    email: b.email,
    phone: b.phone,
    address: b.address,
    employeeCount: b.employeeCount,
    practice,
    enrolPath: practice ? `/businessconnect/${practice.slug}?business=${b.id}` : null,
    groupCode: await groupCodeOf(db, b.id),
    practiceChangeable: !(await hasEnrolments(db, b.id)),
  };
}

/** The caller's business, its practice, enrolment link and group code. */
export async function businessProfile(ctx: Ctx, auth: AuthContext) {
  return { profile: await profileOf(ctx.db, await callerBusiness(ctx.db, auth)) };
}

/** The employees who enrolled through the caller's business; each read is audited (their names are patient data). */
export async function businessMembers(
  ctx: Ctx,
  actor: Actor,
  q: { search?: string | undefined; page: number },
): Promise<BusinessMembersResponse> {
  const business = await callerBusiness(ctx.db, actor.auth);
  const search = q.search ?? '';
  const { rows, total } = await householdPage(ctx.db, business.id, search, q.page, BUSINESS_MEMBERS_PAGE_SIZE);
  await recordReadAudit(
    ctx.db,
    businessLine(actor, business, 'business_members.read', {
      endpoint: 'GET /business/members',
      page: q.page,
      searched: search !== '',
      shown: rows.length,
    }),
  );
  return {
    members: rows.map((r) => ({
      id: r.id,
      name: r.name,
      planName: r.planName,
      people: r.people,
      status: householdStatus(r.summaries),
      enrolledOn: r.enrolledAt.slice(0, 10),
      practice: r.practice,
      paidByYou: r.paidByYou,
    })),
    total,
    page: q.page,
    pageSize: BUSINESS_MEMBERS_PAGE_SIZE,
  };
}

/** Employees enrolled and active by month (the last 12), and totals. Counts only: no one is named. */
export async function businessReport(ctx: Ctx, auth: AuthContext): Promise<BusinessReportResponse> {
  const business = await callerBusiness(ctx.db, auth);
  const rows = await allHouseholds(ctx.db, business.id);
  return monthlyCounts(
    rows.map((r) => ({
      enrolledAt: new Date(r.enrolledAt),
      canceledAt: r.canceledAt ? new Date(r.canceledAt) : null,
      status: householdStatus(r.summaries),
    })),
    ctx.clock.now(),
  );
}

/** Saves the caller's business details, and its practice while none of its employees enrolled. Audited. */
export async function updateBusinessSettings(ctx: Ctx, actor: Actor, input: BusinessSettingsRequest) {
  const saved = await ctx.db.transaction(async (tx) => {
    const business = await callerBusiness(tx, actor.auth, true);
    const current = await practiceOf(tx, business.officeId);
    let office: { id: number; organizationId: number } | null = null;
    if (input.officeSlug && input.officeSlug !== current?.slug) {
      if (await hasEnrolments(tx, business.id)) throw badRequest(M.practiceLocked, { officeSlug: M.practiceLocked });
      office = await businessConnectOfficeBySlug(tx, input.officeSlug);
      if (!office) throw badRequest(M.practiceUnknown, { officeSlug: M.practiceUnknown });
    }
    const changes = {
      name: input.name,
      phone: input.phone,
      address: input.address,
      employeeCount: input.employeeCount,
      ...(office ? { organizationId: office.organizationId, officeId: office.id } : {}),
    };
    const changed = Object.entries(changes)
      .filter(([k, v]) => business[k as keyof BusinessRow] !== v)
      .map(([k]) => k);
    await tx
      .update(smallBusinesses)
      .set({ ...changes, updatedAt: ctx.clock.now() })
      .where(eq(smallBusinesses.id, business.id));
    const after = { ...business, ...changes };
    await recordAudit(tx, businessLine(actor, after, 'small_business.updated', { changed }));
    return after;
  });
  return { _message: M.saved, profile: await profileOf(ctx.db, saved) };
}

const keyOfUrl = (url: string | null) =>
  url?.startsWith(BUSINESS_LOGO_URL_PREFIX) ? `logos/${url.slice(BUSINESS_LOGO_URL_PREFIX.length)}` : null;

/** Stores a checked, resized logo for the caller's business; the previous file is removed. Audited. */
export async function uploadBusinessLogo(ctx: Ctx, actor: Actor, upload: LogoUpload) {
  const business = await callerBusiness(ctx.db, actor.auth);
  const { prepareLogo } = await import('../office/logo-image');
  const logo = await prepareLogo(upload.contentType, upload.data);
  const digest = createHash('sha256').update(logo.bytes).digest('hex').slice(0, 20);
  const name = `business-${business.id}-${digest}.${logo.ext}`;
  const files = filesOf(ctx);
  await files.put(`logos/${name}`, logo.bytes);
  const url = `${BUSINESS_LOGO_URL_PREFIX}${name}`;
  const previous = await ctx.db.transaction(async (tx) => {
    const locked = await callerBusiness(tx, actor.auth, true);
    await tx
      .update(smallBusinesses)
      .set({ logoUrl: url, updatedAt: ctx.clock.now() })
      .where(eq(smallBusinesses.id, locked.id));
    await recordAudit(
      tx,
      businessLine(actor, locked, 'small_business.logo.upload', { width: logo.width, height: logo.height }),
    );
    return locked.logoUrl;
  });
  const oldKey = keyOfUrl(previous);
  if (oldKey && previous !== url) await files.remove(oldKey);
  return { _message: M.logoAdded, logo: url };
}

/** Removes the caller's business logo (the file too). Audited. */
export async function deleteBusinessLogo(ctx: Ctx, actor: Actor) {
  const previous = await ctx.db.transaction(async (tx) => {
    const business = await callerBusiness(tx, actor.auth, true);
    if (!business.logoUrl) throw badRequest(M.noLogo);
    await tx
      .update(smallBusinesses)
      .set({ logoUrl: null, updatedAt: ctx.clock.now() })
      .where(eq(smallBusinesses.id, business.id));
    await recordAudit(tx, businessLine(actor, business, 'small_business.logo.delete', {}));
    return business.logoUrl;
  });
  const key = keyOfUrl(previous);
  if (key) await filesOf(ctx).remove(key);
  return { _message: M.logoRemoved, logo: null };
}
