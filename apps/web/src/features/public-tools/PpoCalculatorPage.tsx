import { comparePpo, formatMoney, type MembershipTerm, planBuilderQuote, usualFeeCodesFor } from '@mhq/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { centsOf, countOf, percentOfText, ToolField } from './ToolField';
import { ToolFrame } from './ToolFrame';
import { dollarsInput, OTHER_TREATMENT, patientPreset, TYPICAL_PLAN, typicalFeeCents } from './tool-care';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const INVALID = { money: 'Enter an amount, such as 120 or 89.50', percent: 'Enter a percentage from 0 to 100' };

type Line = { code: string; name: string; perYear: string; fee: string; ppoFee: string };

/** The included care of the brand's everyday plan, at a typical practice's fees. */
function startingLines(): Line[] {
  const names = new Map(usualFeeCodesFor(tenant.id).map((c) => [c.code, c.name]));
  return patientPreset(tenant).recommendedPricingFormula.map(([code, perYear]) => ({
    code,
    name: names.get(code) ?? code,
    perYear: String(perYear),
    fee: dollarsInput(typicalFeeCents(code)),
    ppoFee: '',
  }));
}

/**
 * /ppo-calculator (for practices, in English): what the practice receives per patient per year under a PPO (its
 * allowed fees, after the write-offs) against a membership plan (the plan, the discounted treatment, less the
 * platform's fee), worked out as the owner types.
 */
export function PpoCalculatorPage() {
  const pro = tenant.professionalName;
  const [lines, setLines] = useState(startingLines);
  const [ppoPercent, setPpoPercent] = useState('65');
  const [extraText, setExtraText] = useState(dollarsInput(OTHER_TREATMENT[tenant.id].cents * 2));
  const preset = patientPreset(tenant);
  const fees = Object.fromEntries(lines.map((l) => [l.code, centsOf(l.fee) ?? 0]));
  const suggested = planBuilderQuote(tenant.id, preset, fees).suggested;
  const [monthlyText, setMonthlyText] = useState<string | null>(null);
  const [annualText, setAnnualText] = useState<string | null>(null);
  const [term, setTerm] = useState<MembershipTerm>('monthly');
  const [discountText, setDiscountText] = useState(String(TYPICAL_PLAN[tenant.id].discountPercent));

  const ppoFees = Object.fromEntries(
    lines.flatMap((l) => (centsOf(l.ppoFee) === null ? [] : [[l.code, centsOf(l.ppoFee) ?? 0]])),
  );
  const pricing = {
    monthly: monthlyText === null ? suggested.monthly : (centsOf(monthlyText) ?? 0),
    annually: annualText === null ? suggested.annually : (centsOf(annualText) ?? 0),
  };
  const r = comparePpo({
    care: lines.map((l) => ({ code: l.code, perYear: countOf(l.perYear) ?? 0, usualFeeCents: centsOf(l.fee) ?? 0 })),
    extraTreatmentCents: centsOf(extraText) ?? 0,
    ppo: { percentOfUsual: percentOfText(ppoPercent) ?? 0, feesByCode: ppoFees },
    plan: { pricing, term, treatmentDiscountPercent: percentOfText(discountText) ?? 0 },
  });
  const edit = (i: number, patch: Partial<Line>) =>
    setLines((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  return (
    <ToolFrame
      eyebrow={`For ${pro}s`}
      title="A PPO or your own membership plan?"
      lead={`Compare what your practice receives per patient per year from a PPO's fee schedule and from an in-house membership plan, with the same ${tenant.professionalName === 'dentist' ? 'cleanings, exams and x-rays' : 'eye exams and contact lens fittings'}.`}
    >
      <div className="tools-grid">
        <form className="tools-card" onSubmit={(e) => e.preventDefault()} aria-label="Your fees and the PPO">
          <h2>Your usual fees and the PPO's</h2>
          <p className="tools-muted">
            The care a patient has each year. Leave a PPO fee empty to use the PPO's percentage.
          </p>
          {lines.map((l, i) => (
            <fieldset key={l.code} className="tools-visit">
              <legend>
                {l.name} <span className="tools-code">{l.code}</span>
              </legend>
              <div className="tools-triple">
                <ToolField
                  name={`fee-${l.code}`}
                  label="Your fee"
                  kind="money"
                  value={l.fee}
                  onChange={(fee) => edit(i, { fee })}
                  invalid={INVALID.money}
                />
                <ToolField
                  name={`count-${l.code}`}
                  label="Per year"
                  kind="count"
                  value={l.perYear}
                  onChange={(perYear) => edit(i, { perYear })}
                  invalid="Enter a number from 0 to 24"
                />
                <ToolField
                  name={`ppo-${l.code}`}
                  label="PPO fee (optional)"
                  kind="money"
                  value={l.ppoFee}
                  onChange={(ppoFee) => edit(i, { ppoFee })}
                  invalid={INVALID.money}
                />
              </div>
            </fieldset>
          ))}
          <div className="tools-pair">
            <ToolField
              name="ppo-percent"
              label="PPO fee schedule, % of your usual fees"
              kind="percent"
              value={ppoPercent}
              onChange={setPpoPercent}
              invalid={INVALID.percent}
            />
            <ToolField
              name="extra"
              label="Other treatment per patient per year"
              hint="At your usual fees: fillings, crowns and the like."
              kind="money"
              value={extraText}
              onChange={setExtraText}
              invalid={INVALID.money}
            />
          </div>
          <h2 className="tools-subhead">Your membership plan</h2>
          <div className="tools-pair">
            <ToolField
              name="monthly"
              label="Monthly price"
              kind="money"
              value={monthlyText ?? dollarsInput(suggested.monthly)}
              onChange={setMonthlyText}
              invalid={INVALID.money}
            />
            <ToolField
              name="annual"
              label="Yearly price"
              kind="money"
              value={annualText ?? dollarsInput(suggested.annually)}
              onChange={setAnnualText}
              invalid={INVALID.money}
            />
          </div>
          <fieldset className="tools-choice">
            <legend>Members pay</legend>
            <label>
              <input type="radio" name="term" checked={term === 'monthly'} onChange={() => setTerm('monthly')} />{' '}
              Monthly
            </label>
            <label>
              <input type="radio" name="term" checked={term === 'annual'} onChange={() => setTerm('annual')} /> Yearly
            </label>
          </fieldset>
          <ToolField
            name="discount"
            label="Plan discount on other treatment"
            kind="percent"
            value={discountText}
            onChange={setDiscountText}
            invalid={INVALID.percent}
          />
        </form>

        <section className="tools-card tools-results" aria-labelledby="ppo-results" aria-live="polite">
          <h2 id="ppo-results">Per patient per year</h2>
          <p className="tools-muted">At your usual fees this care is worth {money(r.usualCents)}.</p>
          <dl className="tools-compare">
            <div data-result="ppo">
              <dt>Under the PPO</dt>
              <dd>{money(r.ppo.receivedCents)}</dd>
            </div>
            <div data-result="plan">
              <dt>With your plan</dt>
              <dd>{money(r.plan.receivedCents)}</dd>
            </div>
          </dl>
          <dl className="tools-lines">
            <div>
              <dt>PPO write-offs</dt>
              <dd>−{money(r.ppo.writeOffCents)}</dd>
            </div>
            <div>
              <dt>Plan payments ({term === 'annual' ? 'yearly price' : '12 months'})</dt>
              <dd>{money(r.plan.membershipCents)}</dd>
            </div>
            <div>
              <dt>Other treatment at the plan discount</dt>
              <dd>{money(r.plan.treatmentCents)}</dd>
            </div>
            <div>
              <dt>Platform fee</dt>
              <dd>−{money(r.plan.platformFeeCents)}</dd>
            </div>
          </dl>
          <p className={r.differenceCents >= 0 ? 'tools-verdict' : 'tools-verdict tools-verdict-even'} data-difference>
            {r.differenceCents >= 0
              ? `Your plan brings in ${money(r.differenceCents)} more per patient per year`
              : `The PPO brings in ${money(-r.differenceCents)} more per patient per year at these prices`}
          </p>
          <div className="tools-actions">
            <Link to="/plan-builder" className="tools-cta">
              Build your plan
            </Link>
            <Link to="/accounts/dentist-signup" className="tools-secondary">
              Sign up your practice
            </Link>
          </div>
        </section>
      </div>
    </ToolFrame>
  );
}
