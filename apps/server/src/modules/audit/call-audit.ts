import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices } from '../../db/schema';
import { recordAudit, recordReadAudit } from './audit.queries';

// The audit lines the route wrapper writes for a call whose access declares what it does with patient or payment
// data (a member named in its input, or an office's data such as a payout's lines): once, after the call succeeded.

/**
 * What a call does with patient or payment data. A read whose handler answers with a file of its own (a spreadsheet,
 * a PDF) is written as an export: the data leaves the application.
 */
export type DataUse = 'read' | 'change' | 'export';

/** One line a successful call owes: its action is `<subject>.<does>`, about `memberId` when it names one. */
export type OwedLine = {
  memberId: number | null;
  subject: string;
  does: DataUse;
  targetType: string;
  targetId: string | number;
  detail: Record<string, unknown>;
};

/** Writes the lines a call in `officeId` owes once it has succeeded; `asFile`: it answered with a file of its own. */
export async function writeOwedLines(
  db: Db,
  actor: { userId: number; impersonatorUserId: number | null },
  lines: OwedLine[],
  call: { officeId: number; ip: string; asFile: boolean },
): Promise<void> {
  const [office] = await db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, call.officeId))
    .limit(1);
  for (const { subject, does: declared, detail, ...line } of lines) {
    const does = declared === 'read' && call.asFile ? 'export' : declared;
    // A read's line commits without waiting for the disk; a change's or an export's like any other write.
    const record = does === 'read' ? recordReadAudit : recordAudit;
    const full = { ...detail, ...(actor.impersonatorUserId ? { impersonatedBy: actor.impersonatorUserId } : {}) };
    await record(db, {
      ...line,
      organizationId: office?.organizationId ?? null,
      officeId: call.officeId,
      actorUserId: actor.userId,
      action: `${subject}.${does}`,
      ...(Object.keys(full).length > 0 ? { detail: full } : {}),
      ip: call.ip,
    });
  }
}
