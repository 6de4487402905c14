import { createHash } from 'node:crypto';
import path from 'node:path';
import type { LogoUpload, OfficeProfile, OfficeProfileFields } from '@mhq/contract';
import { DEFAULT_HOURS, isSpecialtyOf, OFFICE_PROFILE_MESSAGES as M, PMS_OPTIONS } from '@mhq/domain';
import type { FilesPort } from '../../adapters/files/files.port';
import { localFiles } from '../../adapters/files/local-files';
import { isPgError } from '../../db/pg-errors';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { findOffice, findProfile, lockOffice, saveProfile, setLogo, slugTakenByAnother } from './office.queries';

type Actor = { auth: AuthContext; ip: string };

/** Where logos are served from: outside /api/v1, by a name the server chose. */
export const LOGO_URL_PREFIX = '/files/logos/';

/** The files port for this app: DATA_DIR/files (tests give each app its own temporary DATA_DIR). */
export const filesOf = (ctx: Pick<Ctx, 'config'>): FilesPort => localFiles(path.join(ctx.config.dataDir, 'files'));

async function officeOrNotFound(ctx: Ctx, officeId: number) {
  const office = await findOffice(ctx.db, officeId);
  if (!office) throw notFound();
  return office;
}

/** The office's whole profile, as the settings page edits it. */
export async function officeProfile(ctx: Ctx, officeId: number): Promise<OfficeProfile> {
  const office = await officeOrNotFound(ctx, officeId);
  const p = await findProfile(ctx.db, office.organizationId, office.id);
  return {
    id: office.id,
    officeName: office.officeName,
    email: office.email,
    phone: office.phone,
    address: {
      // An office saved before structured addresses keeps its one line as the first line until edited.
      line1: p?.addressLine1 || (p ? '' : (office.address ?? '')),
      line2: p?.addressLine2 ?? '',
      city: p?.city ?? '',
      state: p?.state ?? '',
      zip: p?.zip ?? '',
    },
    hours: { ...DEFAULT_HOURS, ...(p?.hours ?? {}) },
    specialtyId: p?.specialtyId ?? null,
    services: p?.services ?? [],
    bookingUrl: p?.bookingUrl ?? '',
    slug: office.slug,
    pmsSystem: p?.pmsSystem ?? null,
    logo: office.logo,
    marketplaceListed: p?.marketplaceListed ?? true,
  };
}

/** Saves the profile; the public address must be free and the specialty the brand's. */
export async function updateOfficeProfile(ctx: Ctx, actor: Actor, officeId: number, f: OfficeProfileFields) {
  if (!isSpecialtyOf(ctx.tenant.id, f.specialtyId)) throw badRequest(M.specialty, { specialtyId: M.specialty });
  if (f.pmsSystem && !ctxPmsValues(ctx).includes(f.pmsSystem)) {
    throw badRequest('Choose a system from the list', { pmsSystem: 'Choose a system from the list' });
  }
  const office = await officeOrNotFound(ctx, officeId);
  const a = f.address;
  const oneLineAddress = [a.line1, a.line2, a.city, `${a.state} ${a.zip}`].filter((s) => s.trim()).join(', ');
  try {
    await ctx.db.transaction(async (tx) => {
      await lockOffice(tx, office.id);
      if (await slugTakenByAnother(tx, f.slug, office.id)) throw badRequest(M.slugTaken, { slug: M.slugTaken });
      await saveProfile(
        tx,
        office.organizationId,
        office.id,
        {
          officeName: f.officeName,
          email: f.email,
          phone: f.phone,
          slug: f.slug,
          oneLineAddress,
          addressLine1: a.line1,
          addressLine2: a.line2,
          city: a.city,
          state: a.state,
          zip: a.zip,
          hours: f.hours,
          specialtyId: f.specialtyId,
          services: f.services,
          bookingUrl: f.bookingUrl,
          pmsSystem: f.pmsSystem,
          marketplaceListed: f.marketplaceListed,
        },
        ctx.clock.now(),
      );
      await recordAudit(tx, {
        organizationId: office.organizationId,
        officeId: office.id,
        actorUserId: actor.auth.userId,
        action: 'office.profile.update',
        targetType: 'office',
        targetId: office.id,
        ip: actor.ip,
      });
    });
  } catch (err) {
    // Two offices claiming one address at the same moment: the unique key decides, the loser is told.
    if (isPgError(err, '23505')) throw badRequest(M.slugTaken, { slug: M.slugTaken });
    throw err;
  }
  return { _message: M.saved, profile: await officeProfile(ctx, office.id) };
}

const ctxPmsValues = (ctx: Ctx) => PMS_OPTIONS[ctx.tenant.id].map((o) => o.value);

const keyOfUrl = (url: string | null) =>
  url?.startsWith(LOGO_URL_PREFIX) ? `logos/${url.slice(LOGO_URL_PREFIX.length)}` : null;

/** Stores a checked, resized logo and points the office at it; the previous file is removed. */
export async function uploadLogo(ctx: Ctx, actor: Actor, officeId: number, upload: LogoUpload) {
  const office = await officeOrNotFound(ctx, officeId);
  const { prepareLogo } = await import('./logo-image');
  const logo = await prepareLogo(upload.contentType, upload.data);
  const digest = createHash('sha256').update(logo.bytes).digest('hex').slice(0, 20);
  const name = `office-${office.id}-${digest}.${logo.ext}`;
  const files = filesOf(ctx);
  await files.put(`logos/${name}`, logo.bytes);
  const url = `${LOGO_URL_PREFIX}${name}`;
  let previous: string | null = null;
  await ctx.db.transaction(async (tx) => {
    await lockOffice(tx, office.id);
    previous = (await findOffice(tx, office.id))?.logo ?? null;
    await setLogo(tx, office.organizationId, office.id, url);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: actor.auth.userId,
      action: 'office.logo.upload',
      targetType: 'office',
      targetId: office.id,
      detail: { width: logo.width, height: logo.height, bytes: logo.bytes.length },
      ip: actor.ip,
    });
  });
  const oldKey = keyOfUrl(previous);
  if (oldKey && previous !== url) await files.remove(oldKey);
  return { _message: M.logoAdded, logo: url };
}

/** Removes the office's logo (the file too). */
export async function deleteLogo(ctx: Ctx, actor: Actor, officeId: number) {
  const office = await officeOrNotFound(ctx, officeId);
  if (!office.logo) throw badRequest(M.noLogo);
  await ctx.db.transaction(async (tx) => {
    await lockOffice(tx, office.id);
    await setLogo(tx, office.organizationId, office.id, null);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: actor.auth.userId,
      action: 'office.logo.delete',
      targetType: 'office',
      targetId: office.id,
      ip: actor.ip,
    });
  });
  const key = keyOfUrl(office.logo);
  if (key) await filesOf(ctx).remove(key);
  return { _message: M.logoDeleted, logo: null };
}
