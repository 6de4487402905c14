import type {
  AdminAssociation,
  AdminAssociationsQuery,
  AdminAssociationsResponse,
  AssociationDetailResponse,
  AssociationRequest,
} from '@mhq/contract';
import { ASSOCIATIONS_PAGE_SIZE } from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { associations } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import {
  type AssociationRow,
  associationPeople,
  associationRow,
  listAssociations,
  slugTaken,
} from './admin-associations.queries';

type Actor = { auth: AuthContext; ip: string };

const SLUG_TAKEN = 'Another association already uses this address';

function associationView(row: AssociationRow): AdminAssociation {
  const a = row.association;
  return {
    id: a.id,
    name: a.name,
    urlSlug: a.urlSlug,
    signupPath: `/accounts/${a.urlSlug}`,
    logo: a.logo,
    offices: Number(row.offices),
    users: Number(row.users),
    promoCodes: row.promoCodes,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function adminAssociations(ctx: Ctx, q: AdminAssociationsQuery): Promise<AdminAssociationsResponse> {
  const page = await listAssociations(ctx.db, q);
  return {
    associations: page.rows.map(associationView),
    total: page.total,
    page: q.page,
    pageSize: ASSOCIATIONS_PAGE_SIZE,
  };
}

export async function adminAssociation(ctx: Ctx, id: number): Promise<AssociationDetailResponse> {
  const row = await associationRow(ctx.db, id);
  if (!row) throw notFound();
  const { people, officeList } = await associationPeople(ctx.db, id);
  return {
    association: associationView(row),
    people: people.map((p) => ({
      id: p.id,
      name: `${p.first} ${p.last}`,
      email: p.email,
      type: p.type,
      active: p.active,
    })),
    officeList,
  };
}

const valuesOf = (req: AssociationRequest) => ({ name: req.name, urlSlug: req.urlSlug, logo: req.logo || null });

/** Creates an association (400 on the address when another has it), audited. */
export async function createAssociation(ctx: Ctx, actor: Actor, req: AssociationRequest) {
  const row = await ctx.db.transaction(async (tx) => {
    if (await slugTaken(tx, req.urlSlug)) throw badRequest(SLUG_TAKEN, { urlSlug: SLUG_TAKEN });
    const [created] = await tx.insert(associations).values(valuesOf(req)).returning({ id: associations.id });
    if (!created) throw new Error('association insert returned nothing');
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'association.created',
      targetType: 'association',
      targetId: created.id,
      detail: valuesOf(req),
    });
    return associationRow(tx, created.id);
  });
  if (!row) throw notFound();
  return {
    _message: `${row.association.name} was created: its practices sign up at /accounts/${row.association.urlSlug}.`,
    association: associationView(row),
  };
}

/** Changes an association's name, address or logo, audited with what they were. */
export async function updateAssociation(ctx: Ctx, actor: Actor, id: number, req: AssociationRequest) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await associationRow(tx, id);
    if (!before) throw notFound();
    if (await slugTaken(tx, req.urlSlug, id)) throw badRequest(SLUG_TAKEN, { urlSlug: SLUG_TAKEN });
    await tx.update(associations).set(valuesOf(req)).where(eq(associations.id, id));
    const b = before.association;
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'association.updated',
      targetType: 'association',
      targetId: id,
      detail: { before: { name: b.name, urlSlug: b.urlSlug, logo: b.logo }, after: valuesOf(req) },
    });
    return associationRow(tx, id);
  });
  if (!row) throw notFound();
  const moved = row.association.urlSlug;
  return {
    _message: `${row.association.name} was saved. Its practices sign up at /accounts/${moved}.`,
    association: associationView(row),
  };
}
