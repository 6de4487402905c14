import { formatMoney, outOfNetworkYear } from '@mhq/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { outOfNetworkTexts } from './out-of-network-texts';
import { centsOf, countOf, percentOfText, ToolField } from './ToolField';
import { ToolFrame } from './ToolFrame';
import {
  dollarsInput,
  includedPerYear,
  OTHER_TREATMENT,
  patientPreset,
  type ToolLang,
  TYPICAL_PLAN,
  visitKinds,
} from './tool-care';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * The out-of-network calculator (/out-of-network; /out-of-network-old is its earlier, single-column layout): a
 * patient's year of care at the practice's prices, paying as they go against the practice's membership plan, worked
 * out as they type, in English or Spanish.
 */
export function OutOfNetworkPage({ layout = 'current' }: { layout?: 'current' | 'compact' }) {
  const { lang, setLang } = useEnrolmentLanguage();
  const t = outOfNetworkTexts(tenant, lang as ToolLang);
  const visits = visitKinds(tenant);
  const preset = patientPreset(tenant);
  const other = OTHER_TREATMENT[tenant.id];
  const typical = TYPICAL_PLAN[tenant.id];
  const [fees, setFees] = useState(() => visits.map((v) => dollarsInput(v.feeCents)));
  const [counts, setCounts] = useState(() => visits.map((v) => String(v.perYear)));
  const [otherText, setOtherText] = useState(dollarsInput(other.cents));
  const [monthlyText, setMonthlyText] = useState(dollarsInput(typical.monthlyCents));
  const [discountText, setDiscountText] = useState(String(typical.discountPercent));

  const year = outOfNetworkYear({
    visits: visits.map((v, i) => ({
      feeCents: centsOf(fees[i] ?? '') ?? 0,
      perYear: countOf(counts[i] ?? '') ?? 0,
      includedPerYear: includedPerYear(preset, v.code),
    })),
    otherTreatmentCents: centsOf(otherText) ?? 0,
    plan: { yearCents: (centsOf(monthlyText) ?? 0) * 12, treatmentDiscountPercent: percentOfText(discountText) ?? 0 },
  });
  const set = (list: string[], i: number, value: string) => list.map((old, j) => (j === i ? value : old));
  const compact = layout === 'compact';

  return (
    <ToolFrame
      title={t.title}
      eyebrow={t.eyebrow}
      lead={t.lead}
      signIn={t.signIn}
      compact={compact}
      language={{ lang: lang as ToolLang, setLang, legend: t.language }}
    >
      <div className={compact ? 'tools-stack' : 'tools-grid'}>
        <form className="tools-card" onSubmit={(e) => e.preventDefault()} aria-label={t.yourCare}>
          <h2>{t.yourCare}</h2>
          <p className="tools-muted">{t.careLead}</p>
          {visits.map((v, i) => (
            <fieldset key={v.code} className="tools-visit">
              <legend>{v.label[lang as ToolLang]}</legend>
              <div className="tools-pair">
                <ToolField
                  name={`fee-${v.code}`}
                  label={t.price(v.label[lang as ToolLang])}
                  kind="money"
                  value={fees[i] ?? ''}
                  onChange={(value) => setFees((list) => set(list, i, value))}
                  invalid={t.invalidMoney}
                />
                <ToolField
                  name={`count-${v.code}`}
                  label={t.howMany(v.label[lang as ToolLang])}
                  kind="count"
                  value={counts[i] ?? ''}
                  onChange={(value) => setCounts((list) => set(list, i, value))}
                  invalid={t.invalidCount}
                  hint={t.included(includedPerYear(preset, v.code))}
                />
              </div>
            </fieldset>
          ))}
          <ToolField
            name="other"
            label={`${t.other} (${other.label[lang as ToolLang].toLowerCase()})`}
            kind="money"
            value={otherText}
            onChange={setOtherText}
            invalid={t.invalidMoney}
          />
          <h2 className="tools-subhead">{t.thePlan}</h2>
          <div className="tools-pair">
            <ToolField
              name="monthly"
              label={t.monthly}
              kind="money"
              value={monthlyText}
              onChange={setMonthlyText}
              invalid={t.invalidMoney}
            />
            <ToolField
              name="discount"
              label={t.discount}
              kind="percent"
              value={discountText}
              onChange={setDiscountText}
              invalid={t.invalidPercent}
            />
          </div>
        </form>

        <section className="tools-card tools-results" aria-labelledby="oon-results" aria-live="polite">
          <h2 id="oon-results">{t.results}</h2>
          <dl className="tools-compare">
            <div data-result="without">
              <dt>{t.without}</dt>
              <dd>{money(year.withoutPlanCents)}</dd>
            </div>
            <div data-result="with">
              <dt>{t.withPlan}</dt>
              <dd>{money(year.withPlan.totalCents)}</dd>
            </div>
          </dl>
          <dl className="tools-lines">
            <div>
              <dt>{t.planYear}</dt>
              <dd>{money(year.withPlan.planCents)}</dd>
            </div>
            <div>
              <dt>{t.beyond}</dt>
              <dd>{money(year.withPlan.beyondPlanCents)}</dd>
            </div>
            <div>
              <dt>{t.treatment}</dt>
              <dd>{money(year.withPlan.treatmentCents)}</dd>
            </div>
          </dl>
          <p className={year.savingCents >= 0 ? 'tools-verdict' : 'tools-verdict tools-verdict-even'} data-saving>
            {year.savingCents >= 0 ? t.saving(money(year.savingCents)) : t.noSaving(money(-year.savingCents))}
          </p>
          <p className="tools-muted">{t.notInsurance}</p>
          <div className="tools-actions">
            <Link to="/search" className="tools-cta">
              {t.next}
            </Link>
            <Link to="/learn-more" className="tools-secondary">
              {t.learnMore}
            </Link>
          </div>
        </section>
      </div>
    </ToolFrame>
  );
}
