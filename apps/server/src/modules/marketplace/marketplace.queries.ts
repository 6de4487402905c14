import type { TenantId } from '@mhq/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/*
 * SQL of the public marketplace. It reads across organizations by design (a patient searches every practice of the
 * brand), so every query names the brand and keeps to listed, open offices; it returns only what a public page shows.
 */

/** A plan as a result lists it: the prices offered on the public enrolment page, null where not offered. */
export type PlanSummaryRow = {
  id: number;
  name: string;
  spanishName: string;
  monthlyCents: number | null;
  yearlyCents: number | null;
};

export type ListedOfficeRow = {
  officeId: number;
  officeName: string;
  slug: string;
  logo: string | null;
  city: string;
  state: string;
  zip: string;
  specialtyId: number | null;
  plans: PlanSummaryRow[];
  ratingAverage: number | null;
  ratingCount: number;
};

type RawRow = Omit<ListedOfficeRow, 'ratingCount' | 'plans'> & { ratingCount: number | string; plans: unknown };

/**
 * The office is public in its brand's marketplace: of the brand, not closed, listed by its owner and not paused for
 * enrolment (plan settings). Aliases: `o` offices, `p` office_profiles, `ps` plan_settings.
 */
const isPublic = (brand: TenantId): SQL =>
  sql`o.brand = ${brand} and o.closed_at is null and p.marketplace_listed and coalesce(ps.disable_enrollment, false) = false`;

/**
 * The plans the public enrolment page offers (plans module: isPlanOffered and toPublicPlan): active, not deleted,
 * offered at the office (a master plan, a group's plan holding it, or its own), with a monthly or yearly price
 * shown on external enrolment. As one JSON array per office, null when there is none.
 */
const offeredPlan = sql`
  x.organization_id = o.organization_id and not x.is_deleted and x.view_status = 'active'
    and ((x.show_on_enrollment_monthly and x.price_cents > 0) or (x.show_on_enrollment_annual and x.annual_price_cents > 0))
    and (x.target_type = 'master'
      or (x.target_type = 'location' and coalesce(x.target_id, x.office_id) = o.id)
      or (x.target_type = 'group' and exists (
        select 1 from location_group_offices g
        where g.organization_id = x.organization_id and g.group_id = x.target_id and g.office_id = o.id)))`;

const publicPlans = sql`
  select json_agg(json_build_object(
      'id', x.id, 'name', x.name, 'spanishName', x.spanish_name,
      'monthlyCents', case when x.show_on_enrollment_monthly and x.price_cents > 0 then x.price_cents end,
      'yearlyCents', case when x.show_on_enrollment_annual and x.annual_price_cents > 0 then x.annual_price_cents end
    ) order by x.sort_order, x.id) as plans
  from plans x where ${offeredPlan}`;

/** Every rating of the office counts (a hidden review keeps its rating; only its text is hidden). */
const ratings = sql`
  select avg(v.rating)::float8 as average, count(*)::int as count
  from reviews v where v.organization_id = o.organization_id and v.office_id = o.id`;

const listedSelect = (brand: TenantId, where: SQL): SQL => sql`
  select o.id as "officeId", o.office_name as "officeName", o.slug, o.logo, p.city, p.state, p.zip,
    coalesce(p.specialty_id, ps.dentist_specialty_id) as "specialtyId",
    pl.plans, r.average as "ratingAverage", r.count as "ratingCount"
  from office_profiles p
  join offices o on o.organization_id = p.organization_id and o.id = p.office_id
  left join plan_settings ps on ps.organization_id = o.organization_id and ps.office_id = o.id
  cross join lateral (${publicPlans}) pl
  cross join lateral (${ratings}) r
  where ${isPublic(brand)} and pl.plans is not null and ${where}`;

const toListed = (r: RawRow): ListedOfficeRow => ({
  ...r,
  plans: (typeof r.plans === 'string' ? JSON.parse(r.plans) : r.plans) as PlanSummaryRow[],
  ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
  ratingCount: Number(r.ratingCount),
  specialtyId: r.specialtyId === null ? null : Number(r.specialtyId),
});

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** A public office found near a place: enough to order and page the results before reading their details. */
export type NearOfficeRow = { officeId: number; officeName: string; zip: string };

/**
 * The brand's public offices in these ZIP codes (with a plan patients can join): one query on the ZIP index. Their
 * plans and ratings are read for the page shown only (listedOfficesByIds).
 * The codes travel as one text parameter, split in SQL, so the statement is the same for any number of codes.
 */
export async function listedOfficesInZips(
  db: Db,
  brand: TenantId,
  zips: readonly string[],
  specialtyId?: number,
): Promise<NearOfficeRow[]> {
  if (zips.length === 0) return [];
  // A semi-join on the codes, not `= any(array)`: PostgreSQL 15 tests `= any` of a long array element by element for
  // every row it reads, while the semi-join hashes the codes once (and can probe the ZIP index instead).
  const inZips = sql`p.zip in (select unnest(string_to_array(${zips.join(',')}, ',')))`;
  const where = specialtyId
    ? sql`${inZips} and coalesce(p.specialty_id, ps.dentist_specialty_id) = ${specialtyId}`
    : inZips;
  return rowsOf<NearOfficeRow>(
    await db.execute(sql`
      select o.id as "officeId", o.office_name as "officeName", p.zip
      from office_profiles p
      join offices o on o.organization_id = p.organization_id and o.id = p.office_id
      left join plan_settings ps on ps.organization_id = o.organization_id and ps.office_id = o.id
      where ${isPublic(brand)} and exists (select 1 from plans x where ${offeredPlan}) and ${where}`),
  );
}

/** These public offices of the brand with their public plans and rating (the page of results shown). */
export async function listedOfficesByIds(
  db: Db,
  brand: TenantId,
  officeIds: readonly number[],
): Promise<ListedOfficeRow[]> {
  if (officeIds.length === 0) return [];
  const ids = sql`o.id in (select unnest(string_to_array(${officeIds.join(',')}, ','))::int)`;
  return rowsOf<RawRow>(await db.execute(listedSelect(brand, ids))).map(toListed);
}

/** One public office of the brand (with at least one public plan), or null. */
export async function listedOffice(db: Db, brand: TenantId, officeId: number): Promise<ListedOfficeRow | null> {
  const [row] = rowsOf<RawRow>(await db.execute(listedSelect(brand, sql`o.id = ${officeId}`)));
  return row ? toListed(row) : null;
}

export type PublicProfileRow = {
  phone: string | null;
  addressLine1: string;
  addressLine2: string;
  bookingUrl: string;
  hours: Record<string, { open: boolean; from: string; to: string }> | null;
  services: string[];
};

/** What the practice's public page adds to its listing: phone, street, booking link, hours and services. */
export async function publicProfileOf(db: Db, officeId: number): Promise<PublicProfileRow | null> {
  const [row] = rowsOf<PublicProfileRow & { hours: unknown; services: unknown }>(
    await db.execute(sql`
      select o.phone, p.address_line1 as "addressLine1", p.address_line2 as "addressLine2",
        p.booking_url as "bookingUrl", p.hours, p.services
      from offices o join office_profiles p on p.organization_id = o.organization_id and p.office_id = o.id
      where o.id = ${officeId}`),
  );
  if (!row) return null;
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    ...row,
    hours: parse(row.hours) as PublicProfileRow['hours'],
    services: (parse(row.services) as string[] | null) ?? [],
  };
}
