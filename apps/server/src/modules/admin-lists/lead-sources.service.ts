import type { LeadSource, LeadSourceRequest, LeadSourcesResponse, SignupLeadSourcesResponse } from '@mhq/contract';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import {
  activeLeadSource,
  brandLeadSources,
  insertLeadSource,
  type LeadSourceRow,
  leadSourceNameTaken,
  leadSourceOf,
  updateLeadSource,
} from './lead-sources.queries';
import { type Actor, assertSameItems, isUniqueViolation } from './list-order';

const DUPLICATE = 'A lead source with this name already exists';
const NOT_LISTED = 'Choose a source from the list';

const view = (r: LeadSourceRow): LeadSource => ({
  id: r.id,
  name: r.name,
  kind: r.kind === 'partner' ? 'partner' : 'association',
  active: r.isActive,
  sortOrder: r.sortOrder,
  signups: r.signups,
});

/** Whether the host's brand asks practices who referred them (its leadSource flag). */
const asksLeadSource = (ctx: Ctx) => ctx.tenant.featureFlags.includes('leadSource');

/** The lead sources of the host's brand, in their order. */
export async function adminLeadSources(ctx: Ctx): Promise<LeadSourcesResponse> {
  return { leadSources: (await brandLeadSources(ctx.db, ctx.tenant.id)).map(view) };
}

async function sourceOrNotFound(ctx: Ctx, db: Ctx['db'], id: number, lock = false) {
  const row = await leadSourceOf(db, ctx.tenant.id, id, lock);
  if (!row) throw notFound();
  return row;
}

/** Adds a source to the brand, last; a name the brand already has (in any case) is refused on its field. */
export async function createLeadSource(ctx: Ctx, actor: Actor, input: LeadSourceRequest) {
  const brand = ctx.tenant.id;
  const id = await ctx.db.transaction(async (tx) => {
    if (await leadSourceNameTaken(tx, brand, input.name)) throw badRequest(DUPLICATE, { name: DUPLICATE });
    const created = await insertLeadSource(tx, brand, { ...input, at: ctx.clock.now() });
    if (created === null) throw badRequest(DUPLICATE, { name: DUPLICATE });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'lead_source.created',
      targetType: 'lead_source',
      targetId: created,
      detail: { brand, name: input.name, kind: input.kind },
      ip: actor.ip,
    });
    return created;
  });
  const row = await sourceOrNotFound(ctx, ctx.db, id);
  return { _message: `${row.name} added`, leadSource: view(row) };
}

/** Renames a source or changes its kind; practices that named it keep pointing at it. */
export async function changeLeadSource(ctx: Ctx, actor: Actor, id: number, input: LeadSourceRequest) {
  const brand = ctx.tenant.id;
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await sourceOrNotFound(ctx, tx, id, true);
      if (await leadSourceNameTaken(tx, brand, input.name, id)) throw badRequest(DUPLICATE, { name: DUPLICATE });
      await updateLeadSource(tx, id, { name: input.name, kind: input.kind });
      await recordAudit(tx, {
        actorUserId: actor.auth.userId,
        action: 'lead_source.changed',
        targetType: 'lead_source',
        targetId: id,
        detail: { brand, before: { name: before.name, kind: before.kind }, after: input },
        ip: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE, { name: DUPLICATE });
    throw error;
  }
  const row = await sourceOrNotFound(ctx, ctx.db, id);
  return { _message: `${row.name} saved`, leadSource: view(row) };
}

/** Deactivates a source (the sign-up form stops offering it) or reactivates it. */
export async function setLeadSourceActive(ctx: Ctx, actor: Actor, id: number, active: boolean) {
  await ctx.db.transaction(async (tx) => {
    const before = await sourceOrNotFound(ctx, tx, id, true);
    if (before.isActive === active) return;
    await updateLeadSource(tx, id, { isActive: active });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: active ? 'lead_source.reactivated' : 'lead_source.deactivated',
      targetType: 'lead_source',
      targetId: id,
      detail: { brand: ctx.tenant.id, name: before.name },
      ip: actor.ip,
    });
  });
  const row = await sourceOrNotFound(ctx, ctx.db, id);
  return { _message: `${row.name} ${active ? 'reactivated' : 'deactivated'}`, leadSource: view(row) };
}

/** Puts the brand's sources in the order given (every source once). */
export async function sortLeadSources(ctx: Ctx, actor: Actor, ids: readonly number[]) {
  const brand = ctx.tenant.id;
  await ctx.db.transaction(async (tx) => {
    const current = await brandLeadSources(tx, brand);
    assertSameItems(
      current.map((s) => s.id),
      ids,
    );
    for (const [i, id] of ids.entries()) await updateLeadSource(tx, id, { sortOrder: i });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'lead_source.reordered',
      targetType: 'lead_source',
      targetId: brand,
      detail: { brand, before: current.map((s) => s.id), after: ids },
      ip: actor.ip,
    });
  });
  return { _message: 'Order saved' };
}

/** What the sign-up form offers: the brand's active sources, none where the brand does not ask. */
export async function signupLeadSources(ctx: Ctx): Promise<SignupLeadSourcesResponse> {
  if (!asksLeadSource(ctx)) return { leadSources: [] };
  const rows = await brandLeadSources(ctx.db, ctx.tenant.id);
  const offered = rows.filter((r) => r.isActive).map(view);
  return { leadSources: offered.map(({ id, name, kind }) => ({ id, name, kind })) };
}

/** The sign-up's answer, checked: an active source of this brand, which asks; anything else is refused on its field. */
export async function leadSourceForSignup(ctx: Ctx, db: Ctx['db'], id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  if (!asksLeadSource(ctx) || !(await activeLeadSource(db, ctx.tenant.id, id))) {
    throw badRequest(NOT_LISTED, { leadSourceId: NOT_LISTED });
  }
  return id;
}
