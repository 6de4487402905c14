import { createHash } from 'node:crypto';
import type { BaaStatus, SignBaaRequest } from '@mhq/contract';
import { BAA_MESSAGES, BAA_VERSION, baaPlainText, baaSections, baaSigned, PAYOUT_MESSAGES } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { baaSignatures } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { userById } from '../account/account.queries';
import { recordAudit } from '../audit/audit.queries';
import { baaPdf } from './baa-pdf';
import { hasBaaSignature, isOwnerOf, latestBaaSignature, officeWithOrganization } from './money.queries';

/**
 * The enrolment gate (issue 7 calls it before enrolling a member): an office that has not signed the BAA
 * cannot enroll members.
 */
export async function assertBaaSigned(db: Db, officeId: number): Promise<void> {
  const signed = await hasBaaSignature(db, officeId);
  if (!baaSigned(signed ? { agreementVersion: BAA_VERSION } : null)) {
    throw new AppError('CONFLICT', PAYOUT_MESSAGES.baaRequired);
  }
}

/** Only the practice's owner signs, as themselves: not staff, and not a platform admin signed in as them. */
async function maySign(ctx: Ctx, auth: AuthContext, organizationId: number, officeId: number) {
  if (auth.type !== 'dentist' || auth.impersonatorUserId !== null) return false;
  return isOwnerOf(ctx.db, organizationId, officeId, auth.userId);
}

/** The agreement for the office, and its signature if signed. */
export async function baaStatus(ctx: Ctx, auth: AuthContext, officeId: number, message?: string): Promise<BaaStatus> {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  const { office } = found;
  const signature = await latestBaaSignature(ctx.db, office.organizationId, office.id);
  return {
    officeId: office.id,
    officeName: office.officeName,
    platformName: ctx.tenant.name,
    baaSigned: signature !== null,
    signature: signature
      ? {
          id: signature.id,
          signerName: signature.signerName,
          signerTitle: signature.signerTitle,
          signerEmail: signature.signerEmail,
          agreementVersion: signature.agreementVersion,
          agreementSha256: signature.agreementSha256,
          ip: signature.ip,
          signedAt: signature.signedAt.toISOString(),
        }
      : null,
    currentVersion: BAA_VERSION,
    sections: baaSections(ctx.tenant.name, office.officeName).map((s) => ({ ...s, paragraphs: [...s.paragraphs] })),
    canSign: signature === null && (await maySign(ctx, auth, office.organizationId, office.id)),
    ...(message ? { _message: message } : {}),
  };
}

/** The signed agreement as a PDF, made again from the stored signature (the same document the signer was mailed). */
export async function signedBaaPdf(ctx: Ctx, officeId: number): Promise<Buffer> {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  const { office } = found;
  const s = await latestBaaSignature(ctx.db, office.organizationId, office.id);
  if (!s) throw new AppError('CONFLICT', 'The Business Associate Agreement is not signed yet.');
  return baaPdf({
    platformName: ctx.tenant.name,
    practiceName: office.officeName,
    sections: baaSections(ctx.tenant.name, office.officeName),
    signerName: s.signerName,
    signerTitle: s.signerTitle,
    signerEmail: s.signerEmail,
    signedAt: s.signedAt,
    ip: s.ip,
    agreementVersion: s.agreementVersion,
    agreementSha256: s.agreementSha256,
  });
}

/**
 * Signs the BAA: stores who signed which text, when and from where (append-only), and mails the signer a
 * PDF copy through the outbox, in one transaction.
 */
export async function signBaa(
  ctx: Ctx,
  who: { auth: AuthContext; ip: string; userAgent: string | undefined },
  officeId: number,
  req: SignBaaRequest,
): Promise<BaaStatus> {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  const { office } = found;
  if (!(await maySign(ctx, who.auth, office.organizationId, office.id))) {
    throw new AppError('FORBIDDEN', 'Only the practice owner, signed in as themselves, can sign the BAA.');
  }
  if (await latestBaaSignature(ctx.db, office.organizationId, office.id)) {
    throw new AppError('CONFLICT', BAA_MESSAGES.alreadySigned);
  }
  const signer = await userById(ctx.db, who.auth.userId);
  if (!signer) throw notFound();
  const signedAt = ctx.clock.now();
  const text = baaPlainText(ctx.tenant.name, office.officeName);
  const sha256 = createHash('sha256').update(text).digest('hex');
  const pdf = await baaPdf({
    platformName: ctx.tenant.name,
    practiceName: office.officeName,
    sections: baaSections(ctx.tenant.name, office.officeName),
    signerName: req.signerName,
    signerTitle: req.signerTitle,
    signerEmail: signer.email,
    signedAt,
    ip: who.ip,
    agreementVersion: BAA_VERSION,
    agreementSha256: sha256,
  });
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(baaSignatures)
      .values({
        organizationId: office.organizationId,
        officeId: office.id,
        signerUserId: signer.id,
        signerName: req.signerName,
        signerTitle: req.signerTitle,
        signerEmail: signer.email,
        agreementVersion: BAA_VERSION,
        agreementSha256: sha256,
        ip: who.ip,
        userAgent: who.userAgent?.slice(0, 500) ?? null,
        signedAt,
      })
      .onConflictDoNothing()
      .returning({ id: baaSignatures.id });
    // A racing second signature of the same version: the first one stands.
    if (inserted.length === 0) throw new AppError('CONFLICT', BAA_MESSAGES.alreadySigned);
    await ctx.mail.enqueue(tx, {
      to: signer.email,
      organizationId: office.organizationId,
      subject: `Your signed Business Associate Agreement with ${ctx.tenant.name}`,
      text: [
        `Hello ${req.signerName},`,
        '',
        `Thank you for signing the Business Associate Agreement between ${office.officeName} and ${ctx.tenant.name}.`,
        'A PDF copy is attached for your records.',
        '',
        `Signed: ${signedAt.toISOString()} (UTC), version ${BAA_VERSION}.`,
      ].join('\n'),
      attachments: [{ filename: 'business-associate-agreement.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'baa.signed',
      targetType: 'baa_signature',
      targetId: inserted[0]?.id,
      ip: who.ip,
    });
  });
  ctx.mail.wake();
  return baaStatus(ctx, who.auth, officeId, BAA_MESSAGES.signed);
}
