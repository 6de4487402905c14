import type { TermsStatusResponse } from '@mhq/contract';
import { CURRENT_TERMS, TERMS_MESSAGES, TERMS_VERSION, termsChangesFor } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { termsAcceptances } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';

// The platform's terms for office users (issue 27, /dentist-new/terms-update): each user accepts each version once,
// in person; the row is the record, with its time, and the audit log says who accepted from where.

async function acceptedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, TERMS_VERSION)));
  return row?.at ?? null;
}

/** The terms in force, what changed, and when the caller accepted them. */
export async function termsStatus(ctx: Ctx, auth: AuthContext): Promise<TermsStatusResponse> {
  const at = await acceptedAt(ctx.db, auth.userId);
  return {
    version: CURRENT_TERMS.version,
    effectiveLabel: CURRENT_TERMS.effectiveLabel,
    changes: termsChangesFor(ctx.tenant.id),
    acceptedAt: at?.toISOString() ?? null,
  };
}

/** Records the caller's acceptance of the version they read; accepting again keeps the first time. */
export async function acceptTerms(ctx: Ctx, auth: AuthContext, ip: string, version: string) {
  if (version !== TERMS_VERSION) throw badRequest(TERMS_MESSAGES.outdated, { version: TERMS_MESSAGES.outdated });
  // An admin signed in as the user may look, but only the user can agree to terms in their own name.
  if (auth.impersonatorUserId !== null) {
    throw new AppError('FORBIDDEN', 'Only the user can accept the terms: an admin signed in as them cannot.');
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(termsAcceptances)
      .values({ userId: auth.userId, version, acceptedAt: now })
      .onConflictDoNothing()
      .returning({ userId: termsAcceptances.userId });
    if (inserted.length === 0) return;
    await recordAudit(tx, {
      organizationId: auth.organizationId,
      actorUserId: auth.userId,
      action: 'terms.accepted',
      targetType: 'user',
      targetId: auth.userId,
      detail: { version },
      ip,
    });
  });
  const at = (await acceptedAt(ctx.db, auth.userId)) ?? now;
  return { _message: TERMS_MESSAGES.accepted, acceptedAt: at.toISOString() };
}
