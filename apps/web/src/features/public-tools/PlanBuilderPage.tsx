import { DEFAULT_TREATMENT_DISCOUNT_PERCENT, formatMoney, planBuilderQuote, presetsFor } from '@mhq/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { tenant } from '../../app/tenant';
import { keepPlanDraft, readPlanDraft } from './plan-draft-storage';
import { centsOf, ToolField } from './ToolField';
import { ToolFrame } from './ToolFrame';
import { dollarsInput, typicalFeeCents } from './tool-care';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const INVALID_MONEY = 'Enter an amount, such as 120 or 89.50';

/** The fees shown for a preset's care: the owner's where typed, else a typical practice's. */
function feesFor(codes: readonly string[], typed: Record<string, string>): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, typed[code] ?? dollarsInput(typicalFeeCents(code))]));
}

/**
 * /plan-builder (for practice owners, in English; also reached from the office): pick one of the brand's plan
 * templates, enter your fees for what it includes, see its value and a suggested price within the plan minimums,
 * adjust it, and start your sign-up with it. The plan is kept in this browser and made your first plan once your
 * office is set up.
 */
export function PlanBuilderPage() {
  const navigate = useNavigate();
  const presets = presetsFor(tenant.id);
  const kept = readPlanDraft(tenant.id);
  const [presetType, setPresetType] = useState<string>(kept?.presetType ?? presets[0]?.presetType ?? '');
  const preset = presets.find((p) => p.presetType === presetType) ?? presets[0];
  const [typedFees, setTypedFees] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(kept?.usualFees ?? {}).map(([code, cents]) => [code, dollarsInput(cents)])),
  );
  const [names, setNames] = useState<Record<string, string>>(kept ? { [kept.presetType]: kept.planName } : {});
  const [monthlyText, setMonthlyText] = useState<string | null>(kept ? dollarsInput(kept.pricing.monthly) : null);
  const [annualText, setAnnualText] = useState<string | null>(kept ? dollarsInput(kept.pricing.annually) : null);
  const selectId = useId();
  if (!preset) return null;

  const codes = preset.recommendedPricingFormula.map(([code]) => code);
  const feeTexts = feesFor(codes, typedFees);
  const fees = Object.fromEntries(
    codes.flatMap((code) =>
      centsOf(feeTexts[code] ?? '') === null ? [] : [[code, centsOf(feeTexts[code] ?? '') ?? 0]],
    ),
  );
  const suggested = planBuilderQuote(tenant.id, preset, fees).suggested;
  const pricing = {
    monthly: monthlyText === null ? suggested.monthly : (centsOf(monthlyText) ?? 0),
    annually: annualText === null ? suggested.annually : (centsOf(annualText) ?? 0),
  };
  const quote = planBuilderQuote(tenant.id, preset, fees, pricing);
  const planName = names[preset.presetType] ?? preset.name;
  const ready = quote.priceProblem === null && planName.trim() !== '';

  function choose(next: string) {
    setPresetType(next);
    setMonthlyText(null);
    setAnnualText(null);
  }

  function start() {
    if (!ready || !preset) return;
    keepPlanDraft({ presetType: preset.presetType, planName: planName.trim(), pricing, usualFees: fees });
    navigate('/accounts/dentist-signup');
  }

  return (
    <ToolFrame
      eyebrow={`For ${tenant.professionalName}s`}
      title="Build your membership plan"
      lead="Start from a plan template, enter your usual fees for what it includes, and see what the plan is worth to patients and a price that works for your practice."
    >
      <div className="tools-grid">
        <form className="tools-card" onSubmit={(e) => e.preventDefault()} aria-label="Your plan">
          <div className="tools-field">
            <label htmlFor={selectId}>Plan template</label>
            <select id={selectId} value={preset.presetType} onChange={(e) => choose(e.target.value)}>
              {presets.map((p) => (
                <option key={p.presetType} value={p.presetType}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <p className="tools-muted">{quote.description}</p>
          <ToolField
            name="plan-name"
            label="Plan name"
            kind="text"
            value={planName}
            onChange={(value) => setNames((n) => ({ ...n, [preset.presetType]: value }))}
            invalid="Give the plan a name"
          />
          {quote.services.length > 0 ? (
            <>
              <h2 className="tools-subhead">Your usual fees for what it includes</h2>
              {quote.services.map((s) => (
                <ToolField
                  key={s.code}
                  name={`fee-${s.code}`}
                  label={`${s.name} (${s.code}), ${s.perYear} a year`}
                  kind="money"
                  value={feeTexts[s.code] ?? ''}
                  onChange={(value) => {
                    setTypedFees((f) => ({ ...f, [s.code]: value }));
                    setMonthlyText(null);
                    setAnnualText(null);
                  }}
                  invalid={INVALID_MONEY}
                />
              ))}
            </>
          ) : (
            <p className="tools-muted">
              This template includes no procedure priced from your fees: it starts from a suggested price.
            </p>
          )}
          <h2 className="tools-subhead">Your price</h2>
          <div className="tools-pair">
            <ToolField
              name="monthly"
              label="Monthly price"
              hint={`At least ${money(quote.minimumMonthlyCents)}`}
              kind="money"
              value={monthlyText ?? dollarsInput(suggested.monthly)}
              onChange={setMonthlyText}
              invalid={INVALID_MONEY}
            />
            <ToolField
              name="annual"
              label="Yearly price"
              hint={`At least ${money(quote.minimumAnnualCents)}, or 0 if not sold by the year`}
              kind="money"
              value={annualText ?? dollarsInput(suggested.annually)}
              onChange={setAnnualText}
              invalid={INVALID_MONEY}
            />
          </div>
        </form>

        <section className="tools-card tools-results" aria-labelledby="builder-results" aria-live="polite">
          <h2 id="builder-results">{planName.trim() || preset.name}</h2>
          <dl className="tools-compare">
            <div data-result="value">
              <dt>Value at your fees</dt>
              <dd>{quote.valueCents === null ? '—' : money(quote.valueCents)}</dd>
            </div>
            <div data-result="suggested">
              <dt>Suggested price</dt>
              <dd>
                {money(suggested.monthly)}
                <span className="tools-compare-sub">a month, or {money(suggested.annually)} a year</span>
              </dd>
            </div>
          </dl>
          <dl className="tools-lines">
            <div>
              <dt>Your price</dt>
              <dd data-price>
                {money(pricing.monthly)}/month · {money(pricing.annually)}/year
              </dd>
            </div>
            {quote.savings.annualTermCents !== null && (
              <div>
                <dt>A member paying yearly saves</dt>
                <dd>{money(quote.savings.annualTermCents)}</dd>
              </div>
            )}
            {quote.savings.monthlyTermCents !== null && (
              <div>
                <dt>A member paying monthly saves</dt>
                <dd>{money(quote.savings.monthlyTermCents)}</dd>
              </div>
            )}
          </dl>
          {(monthlyText !== null || annualText !== null) && (
            <p>
              <button
                type="button"
                className="tools-link-button"
                onClick={() => {
                  setMonthlyText(null);
                  setAnnualText(null);
                }}
              >
                Use the suggested price
              </button>
            </p>
          )}
          {quote.missingCode && <p className="tools-muted">Enter a fee for {quote.missingCode} to see the value.</p>}
          {quote.priceProblem && (
            <p className="tools-error" role="alert">
              {quote.priceProblem}
            </p>
          )}
          <p className="tools-muted">
            Members also get {DEFAULT_TREATMENT_DISCOUNT_PERCENT}% off other treatment; you can change it once signed
            up.
          </p>
          <div className="tools-actions">
            <button type="button" className="tools-cta" onClick={start} disabled={!ready}>
              Start with this plan
            </button>
          </div>
          <p className="tools-muted">
            Your plan is kept in this browser and added to your practice, as a draft to review, once you have signed up
            and set up your office.
          </p>
        </section>
      </div>
    </ToolFrame>
  );
}
