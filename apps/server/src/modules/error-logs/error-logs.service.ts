import type { ErrorLogResponse, ErrorLogRow, ErrorLogsQuery, ErrorLogsResponse } from '@mhq/contract';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { errorLogById, errorLogPage, officesWithErrors } from './error-logs.queries';

type Row = Omit<NonNullable<Awaited<ReturnType<typeof errorLogById>>>, 'stack'>;

function rowOf(r: Row): ErrorLogRow {
  return {
    id: r.id,
    at: r.at.toISOString(),
    kind: r.kind === 'job' ? 'job' : 'request',
    requestId: r.requestId,
    method: r.method,
    route: r.route,
    status: r.status,
    job: r.job,
    user:
      r.userId !== null && r.userEmail !== null ? { id: r.userId, name: r.userName ?? '', email: r.userEmail } : null,
    organization:
      r.organizationId !== null && r.organizationName !== null
        ? { id: r.organizationId, name: r.organizationName }
        : null,
    office: r.officeId !== null && r.officeName !== null ? { id: r.officeId, name: r.officeName } : null,
    errorName: r.errorName,
    message: r.message,
  };
}

/** One page of the error logs, newest first. */
export async function errorLogList(ctx: Ctx, q: ErrorLogsQuery): Promise<ErrorLogsResponse> {
  const [{ rows, total }, offices] = await Promise.all([errorLogPage(ctx.db, q), officesWithErrors(ctx.db)]);
  return { logs: rows.map(rowOf), total, page: q.page, pageSize: q.pageSize, offices };
}

/** One logged error with its stack. */
export async function errorLogDetail(ctx: Ctx, id: number): Promise<ErrorLogResponse> {
  const row = await errorLogById(ctx.db, id);
  if (!row) throw notFound();
  const { stack, ...rest } = row;
  return { log: { ...rowOf(rest), stack: stack ?? null } };
}
