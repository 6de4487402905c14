import type { CreateServiceRequest, ServiceOrderRequest, ServicesResponse, SpecialtyService } from '@mhq/contract';
import { SPECIALTIES } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { type Actor, assertSameItems, isUniqueViolation } from './list-order';
import {
  insertService,
  type ServiceRow,
  serviceNameTaken,
  serviceOf,
  servicesOf,
  updateService,
} from './specialty-services.queries';

const DUPLICATE = 'This specialty already has a service with this name';
const NO_SPECIALTY = 'Choose a specialty from the list';

const view = (r: ServiceRow): SpecialtyService => ({
  id: r.id,
  name: r.name,
  active: r.isActive,
  sortOrder: r.sortOrder,
});

/** The host brand's specialties (a fixed list in packages/domain): services outside them are another brand's. */
const brandSpecialties = (ctx: Ctx) => SPECIALTIES[ctx.tenant.id];
const brandSpecialtyIds = (ctx: Ctx) => brandSpecialties(ctx).map((s) => s.id);

function specialtyName(ctx: Ctx, id: number): string {
  const specialty = brandSpecialties(ctx).find((s) => s.id === id);
  if (!specialty) throw badRequest(NO_SPECIALTY, { specialtyId: NO_SPECIALTY });
  return specialty.name;
}

/** Each specialty of the brand with its services, in their order. */
export async function adminServices(ctx: Ctx): Promise<ServicesResponse> {
  const rows = await servicesOf(ctx.db, brandSpecialtyIds(ctx));
  return {
    specialties: brandSpecialties(ctx).map((s) => ({
      id: s.id,
      name: s.name,
      services: rows.filter((r) => r.specialtyId === s.id).map(view),
    })),
  };
}

async function serviceOrNotFound(ctx: Ctx, db: Ctx['db'], id: number, lock = false) {
  const row = await serviceOf(db, brandSpecialtyIds(ctx), id, lock);
  if (!row) throw notFound();
  return row;
}

/** Adds a service under a specialty of the brand, last; a name the specialty already has is refused on its field. */
export async function createService(ctx: Ctx, actor: Actor, input: CreateServiceRequest) {
  const specialty = specialtyName(ctx, input.specialtyId);
  const id = await ctx.db.transaction(async (tx) => {
    if (await serviceNameTaken(tx, input.specialtyId, input.name)) throw badRequest(DUPLICATE, { name: DUPLICATE });
    const created = await insertService(tx, { ...input, at: ctx.clock.now() });
    if (created === null) throw badRequest(DUPLICATE, { name: DUPLICATE });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'service.created',
      targetType: 'specialty_service',
      targetId: created,
      detail: { specialtyId: input.specialtyId, specialty, name: input.name },
      ip: actor.ip,
    });
    return created;
  });
  const row = await serviceOrNotFound(ctx, ctx.db, id);
  return { _message: `${row.name} added to ${specialty}`, service: view(row) };
}

/** Renames a service. */
export async function renameService(ctx: Ctx, actor: Actor, id: number, name: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await serviceOrNotFound(ctx, tx, id, true);
      if (await serviceNameTaken(tx, before.specialtyId, name, id)) throw badRequest(DUPLICATE, { name: DUPLICATE });
      await updateService(tx, id, { name });
      await recordAudit(tx, {
        actorUserId: actor.auth.userId,
        action: 'service.renamed',
        targetType: 'specialty_service',
        targetId: id,
        detail: { specialtyId: before.specialtyId, before: before.name, after: name },
        ip: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE, { name: DUPLICATE });
    throw error;
  }
  const row = await serviceOrNotFound(ctx, ctx.db, id);
  return { _message: `${row.name} saved`, service: view(row) };
}

/** Deactivates a service (offices no longer pick it) or reactivates it. */
export async function setServiceActive(ctx: Ctx, actor: Actor, id: number, active: boolean) {
  await ctx.db.transaction(async (tx) => {
    const before = await serviceOrNotFound(ctx, tx, id, true);
    if (before.isActive === active) return;
    await updateService(tx, id, { isActive: active });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: active ? 'service.reactivated' : 'service.deactivated',
      targetType: 'specialty_service',
      targetId: id,
      detail: { specialtyId: before.specialtyId, name: before.name },
      ip: actor.ip,
    });
  });
  const row = await serviceOrNotFound(ctx, ctx.db, id);
  return { _message: `${row.name} ${active ? 'reactivated' : 'deactivated'}`, service: view(row) };
}

/** Puts one specialty's services in the order given (every service once). */
export async function sortServices(ctx: Ctx, actor: Actor, input: ServiceOrderRequest) {
  const specialty = specialtyName(ctx, input.specialtyId);
  await ctx.db.transaction(async (tx) => {
    const current = await servicesOf(tx, [input.specialtyId]);
    assertSameItems(
      current.map((s) => s.id),
      input.ids,
    );
    for (const [i, id] of input.ids.entries()) await updateService(tx, id, { sortOrder: i });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'service.reordered',
      targetType: 'specialty',
      targetId: input.specialtyId,
      detail: { specialty, before: current.map((s) => s.id), after: input.ids },
      ip: actor.ip,
    });
  });
  return { _message: `${specialty} order saved` };
}
