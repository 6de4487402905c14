import { formatMoney, isPlanOffered } from '@mhq/domain';
import type { EnrolmentTexts, Lang } from './enrolment-texts';
import type { EnrolmentOffer, OfferPlan } from './offer';
import { planDescription, planName } from './offer';

/** Who a plan is for, in words the front desk can read out. */
function audience(plan: OfferPlan): string {
  const ages =
    plan.minAge !== null && plan.maxAge !== null
      ? `Ages ${plan.minAge} to ${plan.maxAge}`
      : plan.minAge !== null
        ? `Ages ${plan.minAge} and up`
        : plan.maxAge !== null
          ? `Up to age ${plan.maxAge}`
          : plan.ageGroup === 'child'
            ? 'Children'
            : 'All ages';
  const insurance = [plan.uninsured ? 'uninsured' : '', plan.insured ? 'insured' : ''].filter(Boolean).join(' and ');
  return `${ages} · for ${insurance || 'no'} patients`;
}

const discounts = (plan: OfferPlan): string | null => {
  const p = plan.pricing;
  if (p.disableFamilyDiscounts) return null;
  const tiers = [
    [2, p.family_discount_two],
    [3, p.family_discount_three],
    [4, p.family_discount_four],
  ].filter(([, pct]) => (pct ?? 0) > 0);
  return tiers.length ? `Family: ${tiers.map(([n, pct]) => `${pct}% for ${n}${n === 4 ? '+' : ''}`).join(', ')}` : null;
};

/** The 'view-plans' tab: the office's plans with their prices, for the front desk to explain them. */
export function ViewPlans({ offer, lang, t }: { offer: EnrolmentOffer; lang: Lang; t: EnrolmentTexts }) {
  const plans = offer.plans.filter(isPlanOffered);
  return (
    <ul className="enrol-plan-list">
      {plans.map((plan) => (
        <li key={plan.id} className="enrol-summary-person">
          <div className="enrol-summary-head">
            <h3>{planName(plan, lang)}</h3>
            <span>{audience(plan)}</span>
          </div>
          <dl className="enrol-rows">
            <div className="enrol-row enrol-row-strong">
              <dt>{t.terms.monthly}</dt>
              <dd>
                {formatMoney(plan.pricing.pricing.monthly)}
                {t.perTerm.monthly}
              </dd>
            </div>
            <div className="enrol-row enrol-row-strong">
              <dt>{t.terms.annual}</dt>
              <dd>
                {formatMoney(plan.pricing.pricing.annually)}
                {t.perTerm.annual}
              </dd>
            </div>
            {plan.pricing.activationFee ? (
              <div className="enrol-row">
                <dt>{t.activationFee}</dt>
                <dd>{formatMoney(plan.pricing.activationFee)}</dd>
              </div>
            ) : null}
          </dl>
          {discounts(plan) && <p className="enrol-hint">{discounts(plan)}</p>}
          {planDescription(plan, lang) && <p className="enrol-plan-desc">{planDescription(plan, lang)}</p>}
        </li>
      ))}
    </ul>
  );
}
