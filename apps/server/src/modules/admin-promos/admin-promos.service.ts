import type {
  AdminPromosQuery,
  AdminPromosResponse,
  CreatePromoRequest,
  PromoCode,
  PromoReportResponse,
  UpdatePromoRequest,
} from '@mhq/contract';
import { PROMOS_PAGE_SIZE } from '@mhq/contract';
import { normalizeDiscountCode, platformTier } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { promoStatus } from '../signup/signup-discount';
import {
  allAssociations,
  associationExists,
  insertPromo,
  listPromos,
  type PromoRow,
  promoById,
  promoUses,
  updatePromo,
} from './admin-promos.queries';

type Actor = { auth: AuthContext; ip: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dateOf = (s: string | null) => (s ? new Date(s) : null);

function promoView(row: PromoRow, now: Date): PromoCode {
  const { code } = row;
  return {
    id: code.id,
    code: code.code,
    description: code.description,
    percentOff: code.percentOff,
    amountOffCents: code.amountOffCents,
    startsAt: iso(code.startsAt),
    expiresAt: iso(code.expiresAt),
    maxUses: code.maxUses,
    tierLevels: code.tierLevels,
    active: code.active,
    association: row.association?.id ? row.association : null,
    uses: Number(row.uses),
    status: promoStatus(code, Number(row.uses), now),
    createdAt: code.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** One page of the platform's discount codes. */
export async function adminPromos(ctx: Ctx, q: AdminPromosQuery): Promise<AdminPromosResponse> {
  const now = ctx.clock.now();
  const { rows, total } = await listPromos(ctx.db, q, now);
  return { promos: rows.map((r) => promoView(r, now)), total, page: q.page, pageSize: PROMOS_PAGE_SIZE };
}

async function promoOrNotFound(db: Db, id: number, lock = false) {
  const row = await promoById(db, id, lock);
  if (!row) throw notFound();
  return row;
}

/** What a code's audit line keeps of it: its terms and limits as they were set. */
const termsOf = (c: PromoRow['code']) => ({
  code: c.code,
  percentOff: c.percentOff,
  amountOffCents: c.amountOffCents,
  associationId: c.associationId,
  description: c.description,
  startsAt: iso(c.startsAt),
  expiresAt: iso(c.expiresAt),
  maxUses: c.maxUses,
  tierLevels: c.tierLevels,
  active: c.active,
});

const DUPLICATE = 'A discount code with this text already exists';

/** Creates a code, stored upper-case; a code already taken (in any case) is refused on its field. */
export async function createPromo(ctx: Ctx, actor: Actor, input: CreatePromoRequest) {
  const code = normalizeDiscountCode(input.code);
  const id = await ctx.db.transaction(async (tx) => {
    if (input.associationId !== null && !(await associationExists(tx, input.associationId))) {
      throw badRequest('Choose an association from the list', { associationId: 'Choose an association from the list' });
    }
    const created = await insertPromo(tx, {
      code,
      description: input.description || null,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      associationId: input.associationId,
      startsAt: dateOf(input.startsAt),
      expiresAt: dateOf(input.expiresAt),
      maxUses: input.maxUses,
      tierLevels: input.tierLevels ? [...new Set(input.tierLevels)].sort() : null,
      createdByUserId: actor.auth.userId,
      createdAt: ctx.clock.now(),
    });
    if (created === null) throw badRequest(DUPLICATE, { code: DUPLICATE });
    const row = await promoOrNotFound(tx, created);
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'promo.created',
      targetType: 'discount_code',
      targetId: created,
      detail: termsOf(row.code),
      ip: actor.ip,
    });
    return created;
  });
  const row = await promoOrNotFound(ctx.db, id);
  return { _message: `Discount code ${code} created`, promo: promoView(row, ctx.clock.now()) };
}

/** Changes a code's limits (never its text or what it takes off: practices signed up on those). */
export async function changePromoLimits(ctx: Ctx, actor: Actor, id: number, input: UpdatePromoRequest) {
  await ctx.db.transaction(async (tx) => {
    const before = await promoOrNotFound(tx, id, true);
    const set = {
      description: input.description || null,
      startsAt: dateOf(input.startsAt),
      expiresAt: dateOf(input.expiresAt),
      maxUses: input.maxUses,
      tierLevels: input.tierLevels ? [...new Set(input.tierLevels)].sort() : null,
    };
    await updatePromo(tx, id, set);
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'promo.limits_changed',
      targetType: 'discount_code',
      targetId: id,
      detail: {
        code: before.code.code,
        before: termsOf(before.code),
        after: { ...set, startsAt: input.startsAt, expiresAt: input.expiresAt },
      },
      ip: actor.ip,
    });
  });
  const row = await promoOrNotFound(ctx.db, id);
  return { _message: `Discount code ${row.code.code} saved`, promo: promoView(row, ctx.clock.now()) };
}

/** Pauses a code (sign-up refuses it until it is resumed) or resumes it. */
export async function setPromoActive(ctx: Ctx, actor: Actor, id: number, active: boolean) {
  await ctx.db.transaction(async (tx) => {
    const before = await promoOrNotFound(tx, id, true);
    if (before.code.active === active) return;
    await updatePromo(tx, id, { active });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: active ? 'promo.resumed' : 'promo.paused',
      targetType: 'discount_code',
      targetId: id,
      detail: { code: before.code.code },
      ip: actor.ip,
    });
  });
  const row = await promoOrNotFound(ctx.db, id);
  const message = `Discount code ${row.code.code} ${active ? 'resumed' : 'paused'}`;
  return { _message: message, promo: promoView(row, ctx.clock.now()) };
}

/** One code and the practices that signed up with it. */
export async function promoReport(ctx: Ctx, id: number): Promise<PromoReportResponse> {
  const row = await promoOrNotFound(ctx.db, id);
  const rows = await promoUses(ctx.db, id);
  return {
    promo: promoView(row, ctx.clock.now()),
    uses: rows.map((u) => ({
      organizationId: u.organizationId,
      organizationName: u.organizationName,
      officeId: u.officeId,
      officeName: u.officeName,
      ownerEmail: u.ownerEmail,
      signedUpAt: u.signedUpAt.toISOString(),
      emailConfirmedAt: iso(u.emailConfirmedAt),
      tierLevel: u.tierLevel,
      tierName: u.tierLevel ? (platformTier(ctx.tenant.id, u.tierLevel)?.name ?? null) : null,
      pricingPeriod: u.pricingPeriod,
    })),
  };
}

export async function promoAssociations(ctx: Ctx) {
  return { associations: await allAssociations(ctx.db) };
}
