import type {
  GetStartedResponse,
  OfficeRowsRequest,
  OfficeRowsReview,
  SavedOfficesResponse,
  SetupOfficeRequest,
  SetupOfficeResponse,
  SetupOfficeView,
} from '@mhq/contract';
import {
  defaultSpecialtyId,
  enrolmentTakesPayments,
  formatUsAddress,
  hasProblems,
  isSpecialtyOf,
  launchChecklist,
  OFFICE_PROFILE_MESSAGES,
  type OfficeRow,
  type OfficeRowProblems,
  officeRowProblems,
  payoutsOn,
  rowSlug,
  SIGNUP_MESSAGES,
  type TenantId,
  usPhoneDigits,
} from '@mhq/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { officeById } from '../account/account.queries';
import { lookupZip } from '../address/address.service';
import { slugTakenByAnother } from '../office/office.queries';
import type { Actor } from '../plans/plan-access';
import {
  insertOffice,
  launchFacts,
  officeProfile,
  ownersOfOrganization,
  takenSlugs,
  updateOfficeSetup,
} from './signup.queries';
import { lockSlugs } from './signup.service';
import { applyPlanDraft, type DraftLog } from './signup-plan-draft';

type Out<S extends z.ZodType> = z.input<S>;

async function officeOrNotFound(db: Db, officeId: number) {
  const office = await officeById(db, officeId);
  if (!office) throw notFound();
  return office;
}

/** What single-office setup starts from. */
export async function setupOfficeView(ctx: Ctx, officeId: number): Promise<SetupOfficeView> {
  const office = await officeOrNotFound(ctx.db, officeId);
  const profile = await officeProfile(ctx.db, office.organizationId, office.id);
  return {
    dentistInfoId: office.id,
    officeName: office.officeName,
    slug: office.slug,
    specialtyId: profile?.specialtyId ?? null,
    bookingUrl: profile?.bookingUrl ?? '',
  };
}

/**
 * Single-office setup: the office's specialty, booking link and public enrolment address; then the plan sketched on
 * the plan builder before signing up, if any, becomes the office's first plan.
 */
export async function setupOffice(
  ctx: Ctx,
  officeId: number,
  input: z.output<typeof SetupOfficeRequest>,
  owner: Actor & { log: DraftLog },
): Promise<Out<typeof SetupOfficeResponse>> {
  if (!isSpecialtyOf(ctx.tenant.id, input.specialtyId)) {
    throw badRequest(OFFICE_PROFILE_MESSAGES.specialty, { specialtyId: OFFICE_PROFILE_MESSAGES.specialty });
  }
  const office = await officeOrNotFound(ctx.db, officeId);
  const refused = await ctx.db.transaction(async (tx) => {
    await lockSlugs(tx);
    if (await slugTakenByAnother(tx, input.slug, office.id)) {
      return badRequest(SIGNUP_MESSAGES.slugTaken, { slug: SIGNUP_MESSAGES.slugTaken });
    }
    await updateOfficeSetup(tx, office.organizationId, office.id, input);
    return null;
  });
  if (refused) throw refused;
  await applyPlanDraft(ctx, owner, { organizationId: office.organizationId, officeId: office.id }, owner.log);
  return { _message: SIGNUP_MESSAGES.setupSaved, dentistInfoId: office.id, slug: input.slug };
}

/**
 * The rows' own problems (the brand's specialties, the booking-link rule among them), and what only the server
 * knows: a ZIP the dataset lacks or in another state, a slug taken.
 */
async function reviewRows(db: Db, tenant: TenantId, rows: readonly OfficeRow[]): Promise<OfficeRowProblems[]> {
  const problems = officeRowProblems(rows, tenant);
  const taken = await takenSlugs(db, rows.map(rowSlug).filter(Boolean));
  return rows.map((row, i) => {
    const p = { ...problems[i] };
    if (!p.zip) {
      const place = lookupZip(row.zip);
      if (!place) p.zip = SIGNUP_MESSAGES.unknownZip;
      else if (!p.state && place.state !== row.state) p.zip = SIGNUP_MESSAGES.zipState(row.state);
    }
    if (!p.slug && taken.has(rowSlug(row))) p.slug = SIGNUP_MESSAGES.slugTaken;
    return p;
  });
}

/** The rows as the domain checks them; a row that names no specialty at all gets the brand's default. */
const rowsOf = (ctx: Ctx, input: z.output<typeof OfficeRowsRequest>): OfficeRow[] =>
  input.offices.map((r) => ({
    ...r,
    state: r.state.toUpperCase(),
    specialtyId: r.specialtyId === undefined ? defaultSpecialtyId(ctx.tenant) : r.specialtyId,
  }));

/** Every row's problems; saves nothing. */
export async function reviewOffices(
  ctx: Ctx,
  input: z.output<typeof OfficeRowsRequest>,
): Promise<Out<typeof OfficeRowsReview>> {
  const problems = await reviewRows(ctx.db, ctx.tenant.id, rowsOf(ctx, input));
  return { rows: problems.map((p) => ({ problems: p as Record<string, string> })), clean: !problems.some(hasProblems) };
}

/**
 * Adds the offices, each with its profile (address, specialty, booking link), all or none, once every row is clean;
 * the plan-builder draft, if any, becomes the first office's plan.
 */
export async function saveOffices(
  ctx: Ctx,
  input: z.output<typeof OfficeRowsRequest>,
  owner: Actor & { log: DraftLog },
): Promise<Out<typeof SavedOfficesResponse>> {
  const first = await officeOrNotFound(ctx.db, input.dentistInfoId);
  const rows = rowsOf(ctx, input);
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockSlugs(tx);
    const problems = await reviewRows(tx, ctx.tenant.id, rows);
    if (problems.some(hasProblems)) {
      const errors: Record<string, string> = {};
      problems.forEach((p, i) => {
        for (const [field, message] of Object.entries(p)) errors[`offices.${i}.${field}`] = message;
      });
      const count = problems.filter(hasProblems).length;
      return badRequest(
        `${count} ${count === 1 ? 'office needs' : 'offices need'} fixing before anything is saved`,
        errors,
      );
    }
    const owners = await ownersOfOrganization(tx, first.organizationId);
    const saved = [];
    for (const row of rows) {
      const office = await insertOffice(
        tx,
        first.organizationId,
        {
          officeName: row.officeName,
          slug: rowSlug(row),
          email: row.email || null,
          phone: usPhoneDigits(row.phone),
          address: formatUsAddress(row),
          verified: first.verified,
          associationId: first.associationId,
        },
        {
          addressLine1: row.street,
          city: row.city,
          state: row.state,
          zip: row.zip,
          specialtyId: row.specialtyId,
          bookingUrl: row.bookingUrl,
        },
        owners,
      );
      saved.push({ id: office.id, officeName: office.officeName, slug: office.slug });
    }
    return saved;
  });
  if (!Array.isArray(outcome)) throw outcome;
  await applyPlanDraft(ctx, owner, { organizationId: first.organizationId, officeId: first.id }, owner.log);
  return { _message: SIGNUP_MESSAGES.officesSaved(outcome.length), offices: outcome };
}

/** The office's launch checklist, each item ticked from the office's own data. */
export async function getStarted(ctx: Ctx, officeId: number): Promise<GetStartedResponse> {
  const office = await officeOrNotFound(ctx.db, officeId);
  const facts = await launchFacts(ctx.db, office.organizationId, office.id);
  if (!facts) throw notFound();
  const { profile } = facts;
  const items = launchChecklist(
    ctx.tenant,
    { id: office.id, activationKey: office.verified ? null : office.activationKey },
    {
      emailConfirmed: office.verified,
      profileComplete: Boolean(
        office.phone && office.logo && profile?.addressLine1 && profile.city && profile.zip && profile.specialtyId,
      ),
      planPublished: facts.planPublished,
      teamInvited: facts.teamSize > 1,
      baaSigned: facts.baaSigned,
      payoutConnected: payoutsOn(office, facts.reportedPayout),
      gppActive: office.gppActive,
      businessConnectOn: office.businessConnectOn,
      enrolmentTakesPayments: enrolmentTakesPayments(office),
    },
  );
  return { items, doneCount: items.filter((i) => i.done).length, total: items.length };
}
