import type { PublicOfficeQuery, PublicOfficeResponse } from '@mhq/contract';
import { enrolmentTakesPayments } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { publicOffice } from '../plans/plan-settings.service';
import { groupOfCode, referrerOfCode } from './enrolment-codes';

/**
 * An office's public enrolment page: the office and its plans (plans module), with what the enrolment adds — the
 * business day by the server's clock (the demo's clock can be moved; the browser's date is not the office's), whether
 * it can take a payment online, and the group or referral code typed on the form, checked (400 on the field if not).
 */
export async function enrolmentPage(
  ctx: Ctx,
  officeId: number,
  query: PublicOfficeQuery,
): Promise<PublicOfficeResponse> {
  const [office] = await ctx.db
    .select({
      organizationId: offices.organizationId,
      stripeAccountId: offices.stripeAccountId,
      standardStripeAccountId: offices.standardStripeAccountId,
    })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  // Errors on the form's fields are in the spec's words (English); the page shows them in its own language.
  const group = query.groupCode ? await groupOfCode(ctx, officeId, query.groupCode, 'en') : null;
  const referrer = query.referralCode
    ? await referrerOfCode(ctx.db, office.organizationId, query.referralCode, 'en')
    : null;
  const community = group?.community ?? null;
  const page = await publicOffice(
    ctx,
    officeId,
    community ? undefined : (group?.business?.id ?? query.smBusinessInfoId),
  );
  // A community group's page lists only the plans the group may choose (all of them when it names none).
  const plans =
    community && community.planIds.length > 0 ? page.plans.filter((p) => community.planIds.includes(p.id)) : page.plans;
  return {
    ...page,
    plans,
    community: community && {
      id: community.id,
      code: community.code,
      name: community.name,
      kind: community.kind,
      discountPercent: community.discountPercent,
    },
    today: ctx.clock.now().toISOString().slice(0, 10),
    takesPayments: enrolmentTakesPayments(office),
    referralCode: referrer?.code ?? null,
  };
}
