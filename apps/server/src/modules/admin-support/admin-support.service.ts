import type {
  SupportAssigneesResponse,
  SupportInboxQuery,
  SupportInboxResponse,
  SupportRequestDetail,
  SupportRequestRow,
} from '@mhq/contract';
import {
  type IssueType,
  isPlatformAdmin,
  SUPPORT_STATUSES,
  type SupportAction,
  type SupportStatus,
  supportActionRefusal,
  supportStatusAfter,
  type UserType,
} from '@mhq/domain';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { userById } from '../account/account.queries';
import { recordAudit } from '../audit/audit.queries';
import {
  historyOf,
  inboxPage,
  insertSupportReply,
  lockSupportRequest,
  platformAdmins,
  repliesOf,
  supportRequestById,
  updateSupportRequest,
} from './admin-support.queries';

type Joined = NonNullable<Awaited<ReturnType<typeof supportRequestById>>>;
type Caller = { auth: AuthContext; ip: string };

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function rowOf(r: Omit<Joined, 'message'>): Omit<SupportRequestRow, 'preview'> {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    status: r.status as SupportStatus,
    issueType: (r.issueType as IssueType | null) ?? null,
    name: r.name,
    email: r.email,
    office: r.officeId !== null && r.officeName !== null ? { id: r.officeId, name: r.officeName } : null,
    organization:
      r.organizationId !== null && r.organizationName !== null
        ? { id: r.organizationId, name: r.organizationName }
        : null,
    user: {
      id: r.userId,
      name: fullName(r.userFirstName, r.userLastName),
      email: r.userEmail,
      type: r.userType as UserType,
    },
    assignee:
      r.assigneeId !== null && r.assigneeEmail !== null
        ? { id: r.assigneeId, name: fullName(r.assigneeFirstName, r.assigneeLastName), email: r.assigneeEmail }
        : null,
    replyCount: Number(r.replyCount),
  };
}

/** One page of the support inbox. */
export async function supportInbox(ctx: Ctx, auth: AuthContext, q: SupportInboxQuery): Promise<SupportInboxResponse> {
  const { rows, counted } = await inboxPage(ctx.db, { ...q, callerId: auth.userId });
  const counts = Object.fromEntries(SUPPORT_STATUSES.map((s) => [s, 0])) as SupportInboxResponse['counts'];
  for (const c of counted) if (c.status in counts) counts[c.status as SupportStatus] = Number(c.n);
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    requests: rows.map((r) => ({ ...rowOf(r), preview: r.preview ?? '' })),
    total,
    page: q.page,
    pageSize: q.pageSize,
    counts,
  };
}

async function detailOf(ctx: Ctx, id: number): Promise<SupportRequestDetail> {
  const r = await supportRequestById(ctx.db, id);
  if (!r) throw notFound();
  const [replies, history] = await Promise.all([repliesOf(ctx.db, id), historyOf(ctx.db, id)]);
  return {
    ...rowOf(r),
    message: r.message ?? '',
    closedAt: r.closedAt ? r.closedAt.toISOString() : null,
    thread: replies.map((p) => ({
      id: p.id,
      at: p.at.toISOString(),
      author: { id: p.authorId, name: fullName(p.authorFirstName, p.authorLastName), email: p.authorEmail },
      message: p.message,
      mailed: p.mailed,
    })),
    history: history.map((h) => ({ at: h.at.toISOString(), action: h.action, actor: h.actor, detail: h.detail })),
  };
}

/** A request with its thread and history; the look is audited (the sender may be a patient). */
export async function openSupportRequest(ctx: Ctx, caller: Caller, id: number): Promise<SupportRequestDetail> {
  const request = await detailOf(ctx, id);
  await recordAudit(ctx.db, {
    organizationId: request.organization?.id ?? null,
    officeId: request.office?.id ?? null,
    actorUserId: caller.auth.userId,
    action: 'support_request.view',
    targetType: 'support_request',
    targetId: id,
    ip: caller.ip,
  });
  return request;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockSupportRequest>>>;

/**
 * Runs one change of a request in a transaction: the row locked, the action checked against its status, the status
 * moved as the domain says, the change audited with it. `work` does the action's own writes (a reply, a mail).
 */
async function change(
  ctx: Ctx,
  caller: Caller,
  id: number,
  action: SupportAction,
  work: (tx: Ctx['db'], request: Locked, now: Date) => Promise<{ assignedToUserId?: number | null; detail?: object }>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const request = await lockSupportRequest(tx, id);
    if (!request) throw notFound();
    const state = { status: request.status as SupportStatus, assigned: request.assignedToUserId !== null };
    const refusal = supportActionRefusal(action, state);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const now = ctx.clock.now();
    const done = await work(tx, request, now);
    const assigned = done.assignedToUserId === undefined ? state.assigned : done.assignedToUserId !== null;
    const status = supportStatusAfter(action, { ...state, assigned });
    await updateSupportRequest(tx, id, {
      status,
      updatedAt: now,
      ...(done.assignedToUserId !== undefined ? { assignedToUserId: done.assignedToUserId } : {}),
      ...(action === 'close' ? { closedAt: now } : action === 'reopen' ? { closedAt: null } : {}),
    });
    await recordAudit(tx, {
      organizationId: request.organizationId,
      officeId: request.officeId,
      actorUserId: caller.auth.userId,
      action: `support_request.${action}`,
      targetType: 'support_request',
      targetId: id,
      detail: { from: state.status, to: status, ...done.detail },
      ip: caller.ip,
    });
  });
}

const ACTION_MESSAGES = {
  assign: 'The request was assigned.',
  unassign: 'The request is no longer assigned.',
  answer: 'Your answer was mailed to the sender.',
  note: 'The internal note was added.',
  close: 'The request was closed.',
  reopen: 'The request was reopened.',
} as const;

/** Hands a request to a platform admin (the caller or another), or to nobody. */
export async function assignSupportRequest(ctx: Ctx, caller: Caller, id: number, userId: number | null) {
  const action = userId === null ? 'unassign' : 'assign';
  await change(ctx, caller, id, action, async (tx) => {
    if (userId === null) return { assignedToUserId: null };
    const admin = await userById(tx, userId);
    if (!admin?.isActive || !isPlatformAdmin(admin.type as UserType)) {
      throw badRequest('Choose a platform admin to assign the request to.', { userId: 'Not a platform admin.' });
    }
    return {
      assignedToUserId: admin.id,
      detail: { assignedTo: { id: admin.id, name: fullName(admin.firstName, admin.lastName) } },
    };
  });
  return { _message: ACTION_MESSAGES[action], request: await detailOf(ctx, id) };
}

/** How an answer's mail names what the sender asked about. */
const subjectOf = (request: Locked) =>
  `Re: ${request.issueType ? 'Your issue report' : 'Your support request'} #${request.id}`;

/**
 * An answer, mailed to the address the sender gave (replies go to the brand's support), or an internal note that
 * only admins see. Both are kept in the request's thread.
 */
export async function replyToSupportRequest(
  ctx: Ctx,
  caller: Caller,
  id: number,
  reply: { message: string; mailed: boolean },
) {
  const action = reply.mailed ? 'answer' : 'note';
  await change(ctx, caller, id, action, async (tx, request, now) => {
    const replyId = await insertSupportReply(tx, {
      supportRequestId: id,
      authorUserId: caller.auth.userId,
      message: reply.message,
      mailed: reply.mailed,
      createdAt: now,
    });
    if (reply.mailed) {
      await ctx.mail.enqueue(tx, {
        to: request.email,
        replyTo: ctx.tenant.supportEmail,
        organizationId: request.organizationId,
        subject: subjectOf(request),
        text: [
          `Hello ${request.name},`,
          '',
          reply.message,
          '',
          `${ctx.tenant.name} Support`,
          `${ctx.tenant.supportEmail} · ${ctx.tenant.supportPhone}`,
        ].join('\n'),
      });
    }
    return { detail: { replyId } };
  });
  if (reply.mailed) ctx.mail.wake();
  return { _message: ACTION_MESSAGES[action], request: await detailOf(ctx, id) };
}

export async function closeSupportRequest(ctx: Ctx, caller: Caller, id: number) {
  await change(ctx, caller, id, 'close', async () => ({}));
  return { _message: ACTION_MESSAGES.close, request: await detailOf(ctx, id) };
}

export async function reopenSupportRequest(ctx: Ctx, caller: Caller, id: number) {
  await change(ctx, caller, id, 'reopen', async () => ({}));
  return { _message: ACTION_MESSAGES.reopen, request: await detailOf(ctx, id) };
}

/** Who a request may be assigned to: every active platform admin. */
export async function supportAssignees(ctx: Ctx): Promise<SupportAssigneesResponse> {
  const admins = await platformAdmins(ctx.db);
  return {
    admins: admins.map((a) => ({
      id: a.id,
      name: fullName(a.firstName, a.lastName),
      email: a.email,
      type: a.type as SupportAssigneesResponse['admins'][number]['type'],
    })),
  };
}
