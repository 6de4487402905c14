import { eq, type SQL, sql } from 'drizzle-orm';
import { batchedStatement } from '../../db/batched';
import type { Db } from '../../db/connection';
import { offices, plans, smallBusinesses, users } from '../../db/schema';
import { planAppliesToOfficeColumns } from '../plans/plans.queries';

export type OfficeRow = typeof offices.$inferSelect;

export async function officeById(db: Db, officeId: number) {
  const [row] = await db.select().from(offices).where(eq(offices.id, officeId)).limit(1);
  return row ?? null;
}

export async function smallBusinessById(db: Db, id: number) {
  const [row] = await db.select().from(smallBusinesses).where(eq(smallBusinesses.id, id)).limit(1);
  return row ?? null;
}

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The office the shell works in, with what the current user's answer says about it. Times are ISO strings. */
export type ActiveOfficeRow = {
  id: number;
  officeName: string;
  email: string | null;
  logo: string | null;
  verified: boolean;
  stripeAccountId: string | null;
  last4: string | null;
  activationKey: string | null;
  associationId: number | null;
  /** The office's association, when it has one. */
  association: { logo: string | null } | null;
  gppActive: boolean;
  gppApprovalDate: string | null;
  gppAdminOnlyWaive: boolean;
  varidiUserId: string | null;
  accountStatus: number | null;
  businessConnectOn: boolean;
  onboardingDateComplete: string | null;
  standardStripeAccountId: string | null;
  standardStripeDateConverted: string | null;
  /** The caller's role in it; false in an office that is not theirs (a platform admin's choice). */
  isOwner: boolean;
  planCoordinator: boolean;
  /** Plans the office has (neither archived nor deleted), in the order patients see them. */
  plans: { id: number; name: string }[];
  /** The processor's last report about the office's payout account. */
  payoutAccount: { accountId: string; payoutsEnabled: boolean } | null;
  hasMembers: boolean;
};

/** Everything GET /users/me/account says, read in one statement. */
export type CurrentUserRow = {
  user: {
    id: number;
    type: string;
    firstName: string;
    middleName: string | null;
    lastName: string;
    email: string;
    phone: string | null;
    address: string | null;
    avatar: string | null;
    legacyPricing: boolean;
  };
  /** The offices the user works in (office users) or holds a membership at (patients), oldest first. */
  offices: { id: number; officeName: string }[];
  active: ActiveOfficeRow | null;
  organization: { id: number; name: string; tierLevel: number | null; tierStripeCustomerId: string | null } | null;
  association: { id: number; name: string; urlSlug: string } | null;
  business: { id: number; name: string; logoUrl: string | null } | null;
  /** The newest banner that has started and not ended. */
  banner: {
    id: number;
    message: string;
    callToAction: string | null;
    callToActionLink: string | null;
    endsAt: string | null;
  } | null;
  impersonator: { id: number; firstName: string; lastName: string } | null;
  /** A patient's household reads Spanish: the account owner's choice, from the member record the user holds. */
  spanish: boolean;
};

/** A timestamptz as JavaScript's toISOString writes it (milliseconds, UTC), whatever the session's time zone. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type UserKind = 'office' | 'patient' | 'none';

/** The call's values, read from its row `r` of the batch (currentUserRow). */
const userId = sql`r.user_id`;

/** The offices the user is linked to, by the kind of user they are, with their role in each. */
function linksOf(kind: UserKind): SQL {
  if (kind === 'office') {
    return sql`select o.id, o.office_name, ou.is_owner, ou.plan_coordinator
      from office_users ou join offices o on o.id = ou.office_id and o.organization_id = ou.organization_id
      where ou.user_id = ${userId}`;
  }
  if (kind === 'patient') {
    return sql`select distinct o.id, o.office_name, false as is_owner, false as plan_coordinator
      from members m join offices o on o.id = m.office_id and o.organization_id = m.organization_id
      where m.user_id = ${userId}`;
  }
  return sql`select null::int as id, null::text as office_name, false as is_owner, false as plan_coordinator where false`;
}

/** The current user of one call of the batch (its values in `r`), for one kind of user. */
function currentUserStatement(kind: UserKind): SQL {
  const now = sql`r.now`;
  const offered = planAppliesToOfficeColumns(sql`a.organization_id`, sql`a.id`);
  return sql`with links as (${linksOf(kind)}),
    active as (
      select o.*, coalesce(l.is_owner, false) as is_owner, coalesce(l.plan_coordinator, false) as plan_coordinator
      from offices o left join links l on l.id = o.id
      where o.id = coalesce(r.office_id, (select min(id) from links))
    )
    select json_build_object(
      'user', json_build_object('id', u.id, 'type', u.type, 'firstName', u.first_name, 'middleName', u.middle_name,
        'lastName', u.last_name, 'email', u.email, 'phone', u.phone, 'address', u.address, 'avatar', u.avatar,
        'legacyPricing', u.legacy_pricing),
      'offices', coalesce(
        (select json_agg(json_build_object('id', l.id, 'officeName', l.office_name) order by l.id) from links l),
        '[]'::json),
      'active', (select json_build_object('id', a.id, 'officeName', a.office_name, 'email', a.email, 'logo', a.logo,
          'verified', a.verified, 'stripeAccountId', a.stripe_account_id, 'last4', a.last4,
          'activationKey', a.activation_key, 'associationId', a.association_id,
          'association', (select json_build_object('logo', x.logo) from associations x where x.id = a.association_id),
          'gppActive', a.gpp_active, 'gppApprovalDate', ${iso(sql`a.gpp_approval_date`)},
          'gppAdminOnlyWaive', a.gpp_admin_only_waive, 'varidiUserId', a.varidi_user_id,
          'accountStatus', a.account_status, 'businessConnectOn', a.business_connect_on,
          'onboardingDateComplete', ${iso(sql`a.onboarding_date_complete`)},
          'standardStripeAccountId', a.standard_stripe_account_id,
          'standardStripeDateConverted', ${iso(sql`a.standard_stripe_date_converted`)},
          'isOwner', a.is_owner, 'planCoordinator', a.plan_coordinator,
          'plans', coalesce((select json_agg(json_build_object('id', ${plans.id}, 'name', ${plans.name})
              order by ${plans.sortOrder}, ${plans.id})
            from ${plans} where ${offered} and ${plans.viewStatus} <> 'archived'), '[]'::json),
          'payoutAccount', (select json_build_object('accountId', s.account_id, 'payoutsEnabled', s.payouts_enabled)
            from payout_account_states s where s.organization_id = a.organization_id and s.office_id = a.id limit 1),
          'hasMembers', exists (select 1 from members m
            where m.organization_id = a.organization_id and m.office_id = a.id))
        from active a),
      'organization', (select json_build_object('id', g.id, 'name', g.name, 'tierLevel', g.tier_level,
          'tierStripeCustomerId', g.tier_stripe_customer_id)
        from organizations g where g.id = u.organization_id),
      'association', (select json_build_object('id', x.id, 'name', x.name, 'urlSlug', x.url_slug)
        from associations x where x.id = u.association_id),
      'business', (select json_build_object('id', b.id, 'name', b.name, 'logoUrl', b.logo_url)
        from small_businesses b where b.id = u.small_business_id),
      'banner', (select json_build_object('id', b.id, 'message', b.message, 'callToAction', b.call_to_action,
          'callToActionLink', b.call_to_action_link, 'endsAt', ${iso(sql`b.ends_at`)})
        from global_banners b where b.starts_at <= ${now} and (b.ends_at is null or b.ends_at > ${now})
        order by b.id desc limit 1),
      'impersonator', (select json_build_object('id', i.id, 'firstName', i.first_name, 'lastName', i.last_name)
        from users i where i.id = r.impersonator_user_id),
      'spanish', ${
        kind === 'patient'
          ? sql`coalesce((select m.spanish from members m where m.user_id = u.id and m.deleted_at is null
              order by m.id limit 1), false)`
          : sql`false`
      }
    )::text as json
    from users u where u.id = ${userId}`;
}

type CurrentUserCall = { user_id: number; office_id: number | null; impersonator_user_id: number | null; now: string };

/** The current user of each call made together, for one kind of user: one statement (batchedStatement). */
const currentUsersOf = (kind: UserKind) =>
  batchedStatement<CurrentUserCall, { n: number; json: string }>(
    `current_user_${kind}`,
    () => sql`select r.n, x.json
      from json_to_recordset(${sql.placeholder('calls')}::json)
        as r(n int, user_id int, office_id int, impersonator_user_id int, now timestamptz)
      cross join lateral (${currentUserStatement(kind)}) as x`,
  );
const currentUsers = {
  office: currentUsersOf('office'),
  patient: currentUsersOf('patient'),
  none: currentUsersOf('none'),
};

/**
 * The signed-in user, their offices, the active office (`officeId`, else their first) with its plans and payout state,
 * their organization, association or business, the banner and the impersonating admin: one prepared statement,
 * because every page of the shell asks for it (issue 29), shared by the calls made together. Null when the user does
 * not exist.
 */
export async function currentUserRow(
  db: Db,
  q: { userId: number; kind: UserKind; officeId: number | undefined; impersonatorUserId: number | null; now: Date },
): Promise<CurrentUserRow | null> {
  const row = await currentUsers[q.kind](db, {
    user_id: q.userId,
    office_id: q.officeId ?? null,
    impersonator_user_id: q.impersonatorUserId,
    now: q.now.toISOString(),
  });
  return row ? (JSON.parse(row.json) as CurrentUserRow) : null;
}
