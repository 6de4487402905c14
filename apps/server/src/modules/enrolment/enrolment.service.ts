import { randomUUID } from 'node:crypto';
import type { EnrolmentResponse } from '@mhq/contract';
import { ENROLMENT_MESSAGES, paymentPlatformFeeCents, type Quote } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { isPgError } from '../../db/pg-errors';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { emailInUse } from '../auth/auth.queries';
import { businessOffer } from '../invites/invites.service';
import { enrolmentOffice, existingCoveredPeople } from './enrolment.queries';
import { writeHousehold } from './enrolment.write';
import { checkHousehold, type Draft, type Enroller, peopleOf } from './household';
import {
  assertFewDeclines,
  type Collected,
  collectPayment,
  countingDeclines,
  refundAfterFailure,
} from './payment-collection';

/**
 * A household joins an office's plans and pays (spec 01 section 4 'Patient signup'): the draft is checked and
 * priced by the domain's rules, today's amount is charged at the processor, then everything is written in one
 * transaction — user, members, subscriptions, payment method, charge and its lines, balanced ledger entries, the
 * confirmation mail. A refused payment writes nothing; a transaction that fails after the charge refunds it.
 */

export type EnrolCall = {
  officeId: number;
  draft: Draft;
  enroller: Enroller & { userId: number | null };
  ip: string;
  userAgent: string | undefined;
  /** The request's Idempotency-Key (scoped), or null: the processor's key for the charge is derived from it. */
  idempotencyKey: string | null;
};

export async function enrolHousehold(ctx: Ctx, gateway: PaymentGateway, call: EnrolCall): Promise<EnrolmentResponse> {
  const { draft, enroller } = call;
  const lang = draft.language;
  const found = await enrolmentOffice(ctx.db, call.officeId, ctx.clock.now());
  if (!found) throw notFound();
  const business = draft.smBusinessInfoId ? await businessOffer(ctx, call.officeId, draft.smBusinessInfoId) : null;
  if (draft.smBusinessInfoId && !business) {
    throw badRequest(ENROLMENT_MESSAGES[lang].businessLinkInvalid, {
      smBusinessInfoId: ENROLMENT_MESSAGES[lang].businessLinkInvalid,
    });
  }
  const office = { ...found, household: { ...found.household, business } };
  if (enroller.channel === 'external' && office.disableEnrollment) {
    throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].enrolmentClosed);
  }

  // Someone already covered by this office is not enrolled twice: they are left out and named.
  const covered = await existingCoveredPeople(ctx.db, office.key, peopleOf(draft).slice(1));
  const notAdded = draft.members.flatMap((m, i) =>
    covered.has(i)
      ? [
          {
            person: i + 1,
            firstName: m.firstName,
            lastName: m.lastName,
            reason: ENROLMENT_MESSAGES[lang].alreadyMember,
          },
        ]
      : [],
  );
  const priced: Draft = {
    ...draft,
    members: draft.members.map((m, i) => (covered.has(i) ? { ...m, planId: null } : m)),
  };
  let quote: Quote;
  try {
    quote = checkHousehold(priced, office.household, enroller);
  } catch (err) {
    // Changed prices answer with the new figures and who was left out of them (PriceChangedBody).
    if (err instanceof AppError && err.status === 409) {
      throw new AppError('CONFLICT', err.message, undefined, { ...err.extra, notAdded });
    }
    throw err;
  }
  if (await emailInUse(ctx.db, draft.owner.email)) {
    throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].emailInUse, {
      'owner.email': ENROLMENT_MESSAGES[lang].emailInUse,
    });
  }

  const feeCents = quote.lines
    .filter((line) => line.payor === 'member')
    .reduce((sum, line) => sum + paymentPlatformFeeCents(line, draft.term, office.fees.perMemberMonthCents), 0);
  const payment = draft.payment;
  let collected: Collected | null = null;
  const chargeKey = `enrol:${office.key.officeId}:${call.idempotencyKey ?? randomUUID()}`;
  if ((payment.method === 'card' || payment.method === 'us_bank_account') && quote.todayCents > 0) {
    const destination = office.destinationAccountId;
    if (!destination) throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].paymentsNotReady);
    const who = { email: draft.owner.email, ip: call.ip };
    await assertFewDeclines(ctx, who, lang);
    collected = await countingDeclines(ctx, who, () =>
      collectPayment(gateway, {
        token: payment.token,
        customer: {
          email: draft.owner.email,
          name: `${draft.owner.firstName} ${draft.owner.lastName}`,
          metadata: { organizationId: String(office.key.organizationId), officeId: String(office.key.officeId) },
        },
        consent: { ip: call.ip, userAgent: call.userAgent },
        amountCents: quote.todayCents,
        platformFeeCents: feeCents,
        destinationAccountId: destination,
        idempotencyKey: chargeKey,
        description: `${office.officeName} membership`,
        metadata: { officeId: String(office.key.officeId), kind: 'enrolment' },
        language: lang,
      }),
    );
  }

  try {
    return await writeHousehold(ctx, {
      office,
      draft,
      enroller,
      quote,
      covered,
      notAdded,
      collected,
      platformFeeCents: collected ? feeCents : 0,
      ip: call.ip,
    });
  } catch (err) {
    if (collected) await refundAfterFailure(gateway, collected.charge, chargeKey);
    if (isPgError(err, '23505', 'users_email_unique')) {
      throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].emailInUse, {
        'owner.email': ENROLMENT_MESSAGES[lang].emailInUse,
      });
    }
    throw err;
  }
}
