import type {
  ReleaseNote,
  ReleaseNoteAudience,
  ReleaseNoteRequest,
  ReleaseNotesResponse,
  UnseenReleaseNotesResponse,
} from '@mhq/contract';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import type { Actor } from './list-order';
import {
  allReleaseNotes,
  insertReleaseNote,
  noteShownOn,
  type ReleaseNoteRow,
  recordRead,
  releaseNoteById,
  unseenNotes,
  updateReleaseNote,
} from './release-notes.queries';

const PUBLISHED = 'Unpublish this note before editing it';

const audienceOf = (brand: string | null): ReleaseNoteAudience =>
  brand === 'dental' || brand === 'vision' ? brand : 'both';
const brandOf = (audience: ReleaseNoteAudience) => (audience === 'both' ? null : audience);

const view = (r: ReleaseNoteRow): ReleaseNote => ({
  id: r.id,
  audience: audienceOf(r.brand),
  title: r.title,
  body: r.body,
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  seen: r.seen,
});

async function noteOrNotFound(db: Ctx['db'], id: number, lock = false) {
  const row = await releaseNoteById(db, id, lock);
  if (!row) throw notFound();
  return row;
}

/** Every release note, drafts and published, newest first. */
export async function adminReleaseNotes(ctx: Ctx): Promise<ReleaseNotesResponse> {
  return { releaseNotes: (await allReleaseNotes(ctx.db)).map(view) };
}

/** Writes a note as a draft: nobody sees it until it is published. */
export async function createReleaseNote(ctx: Ctx, actor: Actor, input: ReleaseNoteRequest) {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertReleaseNote(tx, {
      brand: brandOf(input.audience),
      title: input.title,
      body: input.body,
      createdByUserId: actor.auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'release_note.created',
      targetType: 'release_note',
      targetId: created,
      detail: { title: input.title, audience: input.audience },
      ip: actor.ip,
    });
    return created;
  });
  return { _message: 'Draft saved', releaseNote: view(await noteOrNotFound(ctx.db, id)) };
}

/** Edits a draft; a published note is taken back to draft first, so nobody reads a text that changes under them. */
export async function editReleaseNote(ctx: Ctx, actor: Actor, id: number, input: ReleaseNoteRequest) {
  await ctx.db.transaction(async (tx) => {
    const before = await noteOrNotFound(tx, id, true);
    if (before.publishedAt) throw badRequest(PUBLISHED);
    await updateReleaseNote(tx, id, {
      brand: brandOf(input.audience),
      title: input.title,
      body: input.body,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'release_note.edited',
      targetType: 'release_note',
      targetId: id,
      detail: {
        before: { title: before.title, audience: audienceOf(before.brand), body: before.body },
        after: input,
      },
      ip: actor.ip,
    });
  });
  return { _message: 'Draft saved', releaseNote: view(await noteOrNotFound(ctx.db, id)) };
}

/** Publishes a note (office users of its brand see it once from now on) or takes it back to draft. */
export async function publishReleaseNote(ctx: Ctx, actor: Actor, id: number, published: boolean) {
  await ctx.db.transaction(async (tx) => {
    const before = await noteOrNotFound(tx, id, true);
    if (Boolean(before.publishedAt) === published) return;
    const now = ctx.clock.now();
    await updateReleaseNote(tx, id, { publishedAt: published ? now : null, updatedAt: now });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: published ? 'release_note.published' : 'release_note.unpublished',
      targetType: 'release_note',
      targetId: id,
      detail: { title: before.title, audience: audienceOf(before.brand) },
      ip: actor.ip,
    });
  });
  const row = await noteOrNotFound(ctx.db, id);
  return { _message: published ? `${row.title} published` : `${row.title} is a draft again`, releaseNote: view(row) };
}

/** The notes the signed-in office user has not closed; none while an admin acts as them (admins never see notes). */
export async function unseenReleaseNotes(ctx: Ctx, auth: AuthContext): Promise<UnseenReleaseNotesResponse> {
  if (auth.impersonatorUserId !== null) return { releaseNotes: [] };
  const rows = await unseenNotes(ctx.db, ctx.tenant.id, auth.userId, ctx.clock.now());
  return {
    releaseNotes: rows.map((r) => ({ ...r, publishedAt: r.publishedAt?.toISOString() ?? '' })),
  };
}

/** The office user closed a note: it is not shown to them again. */
export async function releaseNoteSeen(ctx: Ctx, auth: AuthContext, id: number) {
  const now = ctx.clock.now();
  if (!(await noteShownOn(ctx.db, ctx.tenant.id, id, now))) throw notFound();
  // An admin acting as the user leaves the note for the user to read.
  if (auth.impersonatorUserId === null) await recordRead(ctx.db, auth.userId, id, now);
  return { _message: 'Noted' };
}
