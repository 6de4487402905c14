import { createHash } from 'node:crypto';
import {
  ASSOCIATION_OFFICES_PAGE_SIZE,
  type AssociationOfficesQuery,
  type AssociationOfficesResponse,
  type AssociationProfileFields,
  type AssociationProfileResponse,
  type AssociationReportResponse,
  type LogoUpload,
} from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { associations } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { filesOf } from '../office/office.service';
import {
  associationReportRows,
  associationTotals,
  findAssociation,
  listAssociationOffices,
  lockAssociation,
} from './association-portal.queries';

export type Actor = { auth: AuthContext; ip: string };

/**
 * Where association logos are served from (outside /api/v1), by a name the server chose. They are stored beside the
 * offices' logos (files key `logos/association-...`: the files port takes one lower-case folder).
 */
export const ASSOCIATION_LOGO_PREFIX = '/files/association-logos/';
export const ASSOCIATION_LOGO_NAME = /^association-\d+-[0-9a-f]{20}\.(png|jpg)$/;

/** Only an association's manager changes it; its standard users and affiliates view. */
export const MANAGERS_ONLY = 'Only your association’s managers can change this. Ask one of them.';
export const isManager = (auth: AuthContext) => auth.type === 'association';

type AssociationRow = NonNullable<Awaited<ReturnType<typeof findAssociation>>>;

async function associationOrNotFound(ctx: Ctx, associationId: number): Promise<AssociationRow> {
  const row = await findAssociation(ctx.db, associationId);
  if (!row) throw notFound();
  return row;
}

const summaryOf = (a: AssociationRow) => ({
  name: a.name,
  urlSlug: a.urlSlug,
  signupPath: `/accounts/${a.urlSlug}`,
  logo: a.logo,
});

/** The city of a stored one-line address ('100 Congress Ave, Austin, TX 78701' -> 'Austin'), when it has one. */
export function cityOf(address: string | null): string | null {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 3 ? (parts[parts.length - 2] ?? null) : null;
}

/** The practices that joined through the association, a page of them, with the totals of all of them. */
export async function associationOffices(
  ctx: Ctx,
  associationId: number,
  q: AssociationOfficesQuery,
): Promise<AssociationOfficesResponse> {
  const association = await associationOrNotFound(ctx, associationId);
  const page = await listAssociationOffices(ctx.db, associationId, q, ASSOCIATION_OFFICES_PAGE_SIZE);
  return {
    association: summaryOf(association),
    totals: await associationTotals(ctx.db, associationId),
    offices: page.rows.map((o) => ({
      id: o.id,
      name: o.name,
      city: cityOf(o.address),
      joinedAt: o.joinedAt.toISOString(),
      verified: o.verified,
      status: o.closedAt ? 'closed' : o.verified && o.onboarded ? 'live' : 'setting_up',
      activeMembers: Number(o.activeMembers),
    })),
    total: page.total,
    page: q.page,
    pageSize: ASSOCIATION_OFFICES_PAGE_SIZE,
  };
}

export const REPORT_MONTHS = 12;

/** The last 12 months (this one included) at the association's practices, with totals. */
export async function associationReport(ctx: Ctx, associationId: number): Promise<AssociationReportResponse> {
  await associationOrNotFound(ctx, associationId);
  const now = ctx.clock.now();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REPORT_MONTHS - 1), 1));
  const rows = await associationReportRows(ctx.db, associationId, from, REPORT_MONTHS);
  const months = rows.map((r) => ({
    month: r.month,
    practicesJoined: Number(r.joined),
    membersEnrolled: Number(r.enrolled),
    activeMembersAtEnd: Number(r.active),
    platformFeesCents: Number(r.fees),
  }));
  const sum = (f: (m: (typeof months)[number]) => number) => months.reduce((n, m) => n + f(m), 0);
  return {
    months,
    totals: {
      practicesJoined: sum((m) => m.practicesJoined),
      membersEnrolled: sum((m) => m.membersEnrolled),
      activeMembersAtEnd: months.at(-1)?.activeMembersAtEnd ?? 0,
      platformFeesCents: sum((m) => m.platformFeesCents),
    },
  };
}

function profileOf(a: AssociationRow, auth: AuthContext) {
  return {
    association: summaryOf(a),
    email: a.email ?? '',
    phone: a.phone ?? '',
    website: a.website ?? '',
    description: a.description ?? '',
    updatedAt: a.updatedAt ? a.updatedAt.toISOString() : null,
    canEdit: isManager(auth),
  };
}

export async function associationProfile(
  ctx: Ctx,
  auth: AuthContext,
  associationId: number,
): Promise<AssociationProfileResponse> {
  return { profile: profileOf(await associationOrNotFound(ctx, associationId), auth) };
}

const nullIfEmpty = (v: string) => (v === '' ? null : v);

/** Saves the association's profile, audited with what changed from what. */
export async function updateAssociationProfile(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  input: AssociationProfileFields,
): Promise<AssociationProfileResponse> {
  const values = {
    name: input.name,
    email: nullIfEmpty(input.email),
    phone: nullIfEmpty(input.phone),
    website: nullIfEmpty(input.website),
    description: nullIfEmpty(input.description),
  };
  await ctx.db.transaction(async (tx) => {
    await lockAssociation(tx, associationId);
    const before = await findAssociation(tx, associationId);
    if (!before) throw notFound();
    await tx
      .update(associations)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(associations.id, associationId));
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => before[k] !== values[k]);
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'association.profile.updated',
      targetType: 'association',
      targetId: associationId,
      detail: {
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, values[k]])),
      },
    });
  });
  const after = await associationOrNotFound(ctx, associationId);
  return { _message: `${after.name}'s profile was saved`, profile: profileOf(after, actor.auth) };
}

const keyOfUrl = (url: string | null) =>
  url?.startsWith(ASSOCIATION_LOGO_PREFIX) ? `logos/${url.slice(ASSOCIATION_LOGO_PREFIX.length)}` : null;

async function setLogo(ctx: Ctx, actor: Actor, associationId: number, logo: string | null, detail: object) {
  let previous: string | null = null;
  await ctx.db.transaction(async (tx) => {
    await lockAssociation(tx, associationId);
    previous = (await findAssociation(tx, associationId))?.logo ?? null;
    await tx.update(associations).set({ logo, updatedAt: ctx.clock.now() }).where(eq(associations.id, associationId));
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: logo ? 'association.logo.upload' : 'association.logo.delete',
      targetType: 'association',
      targetId: associationId,
      detail: { ...detail, previous },
    });
  });
  const oldKey = keyOfUrl(previous);
  if (oldKey && previous !== logo) await filesOf(ctx).remove(oldKey);
}

/** Stores a checked, resized logo (the office logo's rules) and points the association at it. */
export async function uploadAssociationLogo(ctx: Ctx, actor: Actor, associationId: number, upload: LogoUpload) {
  await associationOrNotFound(ctx, associationId);
  const { prepareLogo } = await import('../office/logo-image');
  const logo = await prepareLogo(upload.contentType, upload.data);
  const digest = createHash('sha256').update(logo.bytes).digest('hex').slice(0, 20);
  const name = `association-${associationId}-${digest}.${logo.ext}`;
  await filesOf(ctx).put(`logos/${name}`, logo.bytes);
  const url = `${ASSOCIATION_LOGO_PREFIX}${name}`;
  await setLogo(ctx, actor, associationId, url, { width: logo.width, height: logo.height, bytes: logo.bytes.length });
  return { _message: 'Your logo was uploaded', logo: url };
}

/** Removes the association's logo (the file too, when it is one the server stored). */
export async function deleteAssociationLogo(ctx: Ctx, actor: Actor, associationId: number) {
  const association = await associationOrNotFound(ctx, associationId);
  if (!association.logo) throw badRequest('Your association has no logo to remove');
  await setLogo(ctx, actor, associationId, null, {});
  return { _message: 'Your logo was removed', logo: null };
}
