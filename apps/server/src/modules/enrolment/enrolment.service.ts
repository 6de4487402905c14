import type { EnrolmentResponse } from '@mhq/contract';
import { ENROLMENT_MESSAGES, notAddedMessage, paymentPlatformFeeCents, type Quote } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { isPgError } from '../../db/pg-errors';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { emailInUse } from '../auth/auth.queries';
import { type EmployerPayer, employerPayer } from '../business-payment/business-payment.queries';
import { campaignRecipientFor } from '../campaigns/campaign-public.service';
import { businessOffer } from '../invites/invites.service';
import { intentKey, payThroughIntent, type Recorder, resumeIntent } from '../money/charge-intents';
import { enrolmentOffice, existingCoveredPeople } from './enrolment.queries';
import { writeHousehold } from './enrolment.write';
import { groupOfCode, referrerOfCode } from './enrolment-codes';
import type { EnrolmentWork } from './enrolment-work';
import { checkHousehold, type Draft, type Enroller, peopleOf } from './household';
import { assertFewDeclines, countingDeclines } from './payment-collection';

/**
 * A household joins an office's plans and pays (spec 01 section 4 'Patient signup'): the draft is checked and
 * priced by the domain's rules; a payment online goes through a charge intent (written before the processor is
 * asked, modules/money/charge-intents.ts), and everything is written in one transaction with it — user, members,
 * subscriptions, payment method, charge and its lines, balanced ledger entries, the confirmation mail. A refused
 * payment writes nothing but the intent's refusal; a household that cannot be written after the charge is refunded.
 */

export type EnrolCall = {
  officeId: number;
  draft: Draft;
  enroller: Enroller & { userId: number | null };
  ip: string;
  userAgent: string | undefined;
  /**
   * The request's Idempotency-Key with its scope (the route and the caller), or null: the processor's key is derived
   * from it, so the same request sent again after a crash finishes the same payment.
   */
  requestKey: string | null;
};

/** An e-mail another account took meanwhile (the unique index is the last word), in the payer's words. */
function emailTaken(err: unknown, language: Draft['language']): unknown {
  if (!isPgError(err, '23505', 'users_email_unique')) return err;
  return new AppError('CONFLICT', ENROLMENT_MESSAGES[language].emailInUse, {
    'owner.email': ENROLMENT_MESSAGES[language].emailInUse,
  });
}

/** An enrolment's charge intent recorded: the household written with what the processor collected. */
export const recordEnrolment: Recorder<EnrolmentWork, EnrolmentResponse> = async (ctx, tx, paid) => {
  try {
    return await writeHousehold(ctx, tx, paid.work, {
      customerId: paid.customerId,
      method: paid.paymentMethod,
      charge: paid.charge,
    });
  } catch (err) {
    throw emailTaken(err, paid.work.draft.language);
  }
};

/** Checks and prices an enrolment: what writing it takes, and where its payment would settle. Writes nothing. */
async function prepare(
  ctx: Ctx,
  call: EnrolCall,
): Promise<{ work: EnrolmentWork; destination: string | null; employer: EmployerPayer | null }> {
  const { draft, enroller } = call;
  const lang = draft.language;
  const found = await enrolmentOffice(ctx.db, call.officeId, ctx.clock.now());
  if (!found) throw notFound();
  // A group code does what its group's BusinessConnect link does, or names one of the office's community groups
  // (CommunityConnect); it answers 400 on the field when unknown, closed or expired.
  const group = draft.groupCode ? await groupOfCode(ctx, call.officeId, draft.groupCode, lang) : null;
  const business = group
    ? group.business
    : draft.smBusinessInfoId
      ? await businessOffer(ctx, call.officeId, draft.smBusinessInfoId)
      : null;
  const community = group?.community ?? null;
  if (!draft.groupCode && draft.smBusinessInfoId && !business) {
    throw badRequest(ENROLMENT_MESSAGES[lang].businessLinkInvalid, {
      smBusinessInfoId: ENROLMENT_MESSAGES[lang].businessLinkInvalid,
    });
  }
  const office = { ...found, household: { ...found.household, business, community } };
  const referrer = draft.referralCode
    ? await referrerOfCode(ctx.db, found.key.organizationId, draft.referralCode, lang)
    : null;
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
  // Spec 01 section 4: a member who was not added is named, on screen as in the mail; the others go on.
  const notAddedText =
    notAdded.length > 0
      ? notAddedMessage(
          notAdded.map((n) => `${n.firstName} ${n.lastName}`),
          lang,
        )
      : null;
  if (notAddedText && peopleOf(priced).every((p) => p.planId === null)) {
    throw new AppError('CONFLICT', notAddedText, undefined, { notAdded });
  }
  let quote: Quote;
  try {
    quote = checkHousehold(priced, office.household, enroller);
  } catch (err) {
    // Changed prices answer with the new figures and who was left out of them (PriceChangedBody): when people were
    // left out, the answer says who, not that prices changed.
    if (err instanceof AppError && err.status === 409) {
      throw new AppError('CONFLICT', notAddedText ?? err.message, undefined, { ...err.extra, notAdded });
    }
    throw err;
  }
  if (await emailInUse(ctx.db, draft.owner.email)) {
    throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].emailInUse, {
      'owner.email': ENROLMENT_MESSAGES[lang].emailInUse,
    });
  }
  // The employer's card pays only through the link (or group code) of an employer that pays for its employees.
  const employer = draft.payment.method === 'employer' && business ? await employerPayer(ctx.db, business.id) : null;
  if (draft.payment.method === 'employer' && !employer) {
    throw badRequest(ENROLMENT_MESSAGES[lang].employerNotPaying, {
      payment: ENROLMENT_MESSAGES[lang].employerNotPaying,
    });
  }
  const online = draft.payment.method !== 'cash' && draft.payment.method !== 'none';
  const feeCents = online
    ? quote.lines
        .filter((line) => line.payor === 'member')
        .reduce((sum, line) => sum + paymentPlatformFeeCents(line, draft.term, office.fees.perMemberMonthCents), 0)
    : 0;
  return {
    destination: office.destinationAccountId,
    employer,
    work: {
      office: {
        ...office.key,
        officeName: office.officeName,
        officePhone: office.officePhone,
        today: office.household.today,
        gppActive: office.household.gppActive,
        perMemberMonthCents: office.fees.perMemberMonthCents,
        smallBusinessId: business?.id ?? null,
        employerName: employer && business ? business.name : null,
        communityGroupId: community?.id ?? null,
        // A campaign message's link (`?c=`) of this office: the enrolment counts for its campaign.
        campaignRecipientId: draft.campaignToken
          ? await campaignRecipientFor(ctx.db, call.officeId, draft.campaignToken)
          : null,
        plans: office.household.plans.map((p) => ({
          id: p.id,
          name: p.name,
          spanishName: p.spanishName,
          disableGpp: p.disableGpp,
        })),
      },
      draft,
      enroller,
      quote,
      covered: [...covered],
      notAdded,
      referral: referrer,
      platformFeeCents: feeCents,
      ip: call.ip,
    },
  };
}

export async function enrolHousehold(ctx: Ctx, gateway: PaymentGateway, call: EnrolCall): Promise<EnrolmentResponse> {
  const lang = call.draft.language;
  const processorKey = intentKey(`enrol:${call.officeId}`, call.requestKey);
  // The same request again after a crash: its payment is finished (or answered) as the first one left it.
  const resumed = await resumeIntent(ctx, gateway, { processorKey, language: lang, record: recordEnrolment });
  if (resumed) return resumed.answer;

  const { work, destination, employer } = await prepare(ctx, call);
  const { draft, quote, office } = work;
  const payment = draft.payment;
  const online = payment.method === 'card' || payment.method === 'us_bank_account' || employer !== null;
  if (!online || quote.todayCents === 0) {
    return ctx.db
      .transaction((tx) => writeHousehold(ctx, tx, { ...work, platformFeeCents: 0 }, null))
      .catch((err: unknown) => {
        throw emailTaken(err, lang);
      });
  }
  if (!destination) throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].paymentsNotReady);
  const who = { email: draft.owner.email, ip: call.ip, desk: call.enroller.userId };
  await assertFewDeclines(ctx, who, lang);
  return countingDeclines(ctx, who, () =>
    payThroughIntent(ctx, gateway, {
      processorKey,
      language: lang,
      record: recordEnrolment,
      request: {
        kind: 'enrolment',
        organizationId: office.organizationId,
        officeId: office.officeId,
        amountCents: quote.todayCents,
        platformFeeCents: work.platformFeeCents,
        destinationAccountId: destination,
        description: `${office.officeName} membership`,
        metadata: { officeId: String(office.officeId), kind: 'enrolment', language: lang },
        payer: employer
          ? { onFile: employer }
          : {
              newCustomer: {
                email: draft.owner.email,
                name: `${draft.owner.firstName} ${draft.owner.lastName}`,
                metadata: { organizationId: String(office.organizationId), officeId: String(office.officeId) },
              },
              token: 'token' in payment ? payment.token : '',
              consent: { ip: call.ip, userAgent: call.userAgent },
            },
        work,
      },
    }),
  );
}
