import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMembersQuery,
  type AdminMembersResponse,
  type AdminPatientResponse,
} from '@mhq/contract';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordReadAudit } from '../audit/audit.queries';
import { searchCondition } from '../members/member-search.queries';
import { searchWords } from '../members/member-search.service';
import { adminMemberCount, adminMemberPage, adminPatient } from './admin-members.queries';

type Status = AdminPatientResponse['summaryStatus'];

/**
 * The words of an admin's search. A phone number typed with its punctuation, '(555) 201-4433', is looked for as the
 * digits the list keeps; anything else as the members list's own search reads it.
 */
export function adminSearchWords(query: string): string[] {
  const trimmed = query.trim();
  if (/^[\d\s().+-]+$/.test(trimmed) && /\d{3}/.test(trimmed.replace(/\D/g, ''))) {
    return [trimmed.replace(/\D/g, '')];
  }
  return searchWords(trimmed);
}

/**
 * Members of every office, a page at a time. Reading patients' names across offices is written to the audit log:
 * who searched for what, and which members the page showed.
 */
export async function adminMembers(
  ctx: Ctx,
  auth: AuthContext,
  ip: string,
  q: AdminMembersQuery,
): Promise<AdminMembersResponse> {
  const filter = { search: searchCondition(adminSearchWords(q.search ?? '')), status: q.status };
  const [rows, total] = await Promise.all([
    adminMemberPage(ctx.db, filter, q.sort, q.page),
    adminMemberCount(ctx.db, filter),
  ]);
  if (rows.length > 0) {
    await recordReadAudit(ctx.db, {
      actorUserId: auth.userId,
      action: 'members.search',
      targetType: 'platform',
      detail: { search: q.search ?? '', status: q.status ?? null, page: q.page, memberIds: rows.map((r) => r.id) },
      ip,
    });
  }
  return {
    members: rows.map((r) => ({ ...r, summaryStatus: r.summaryStatus as Status, since: r.since.toISOString() })),
    total,
    page: q.page,
    pageSize: ADMIN_MEMBERS_PAGE_SIZE,
  };
}

/** One patient of any office (the route's declaration has already checked and audited the read). */
export async function adminPatientOf(ctx: Ctx, patientId: number): Promise<AdminPatientResponse> {
  const row = await adminPatient(ctx.db, patientId);
  if (!row) throw notFound();
  const { member } = row;
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    officeId: member.officeId,
    officeName: row.officeName,
    organizationName: row.organizationName,
    accountOwner: member.accountOwnerId !== null ? { id: member.accountOwnerId, name: row.ownerName ?? '' } : null,
    summaryStatus: (row.summaryStatus ?? 'other') as Status,
  };
}
