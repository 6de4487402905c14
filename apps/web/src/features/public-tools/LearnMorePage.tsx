import { formatMoney, outOfNetworkYear } from '@mhq/domain';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { learnMoreTexts } from './learn-more-texts';
import { ToolFrame } from './ToolFrame';
import { includedPerYear, patientPreset, type ToolLang, TYPICAL_PLAN, visitKinds } from './tool-care';

/** A typical year of the included visits, paying as you go against the typical plan (no other treatment). */
function typicalExample() {
  const preset = patientPreset(tenant);
  const plan = TYPICAL_PLAN[tenant.id];
  const year = outOfNetworkYear({
    visits: visitKinds(tenant).map((v) => ({
      feeCents: v.feeCents,
      perYear: v.perYear,
      includedPerYear: includedPerYear(preset, v.code),
    })),
    otherTreatmentCents: 0,
    plan: { yearCents: plan.monthlyCents * 12, treatmentDiscountPercent: plan.discountPercent },
  });
  return {
    care: formatMoney(year.withoutPlanCents),
    plan: formatMoney(plan.monthlyCents),
    saving: formatMoney(year.savingCents),
  };
}

/** /learn-more: how membership plans work for patients, in English or Spanish, with the way to a practice. */
export function LearnMorePage() {
  const { lang, setLang } = useEnrolmentLanguage();
  const t = learnMoreTexts(tenant, lang as ToolLang);
  const example = typicalExample();
  return (
    <ToolFrame
      title={t.title}
      eyebrow={t.eyebrow}
      lead={t.lead}
      signIn={t.signIn}
      language={{ lang: lang as ToolLang, setLang, legend: t.language }}
    >
      <div className="tools-grid">
        <div className="tools-stack">
          {t.sections.map((s) => (
            <section key={s.id} className="tools-card" aria-labelledby={`learn-${s.id}`}>
              <h2 id={`learn-${s.id}`}>{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
        <aside className="tools-card tools-results" aria-labelledby="learn-example">
          <h2 id="learn-example">{t.exampleTitle}</h2>
          <p data-example>{t.example(example.care, example.plan, example.saving)}</p>
          <div className="tools-actions">
            <Link to="/search" className="tools-cta">
              {t.next}
            </Link>
            <Link to="/out-of-network" className="tools-secondary">
              {t.calculator}
            </Link>
            <Link to="/faq" className="tools-secondary">
              {t.faq}
            </Link>
          </div>
        </aside>
      </div>
    </ToolFrame>
  );
}
