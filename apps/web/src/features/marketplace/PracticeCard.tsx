import type { MarketplaceResult } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { Link } from 'react-router';
import type { Lang } from '../enrolment/enrolment-texts';
import { type MarketplaceTexts, specialtyName } from './marketplace-texts';

/** The links of a practice, in the page's language: its public page and its enrolment page. */
export const profilePath = (officeId: number, lang: Lang) =>
  `/marketplace/profile/${officeId}${lang === 'es' ? '?lang=es' : ''}`;
export const joinPath = (slug: string, lang: Lang) =>
  `/signup/${encodeURIComponent(slug)}${lang === 'es' ? '?lang=es' : ''}`;

export function Stars({ rating, t }: { rating: { average: number; count: number }; t: MarketplaceTexts }) {
  const full = Math.round(rating.average);
  return (
    <p className="mkt-rating">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span> {t.rating(rating.average, rating.count)}
    </p>
  );
}

type Props = {
  practice: MarketplaceResult;
  lang: Lang;
  t: MarketplaceTexts;
  /** The card's heading level: 2 in the results, 3 under the profile's 'Other practices nearby'. */
  level?: 2 | 3;
};

/** One practice in the results: where it is, how far, its plans and prices, and the ways on. */
export function PracticeCard({ practice: p, lang, t, level = 2 }: Props) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const from =
    p.fromMonthlyCents !== null
      ? t.fromMonth(formatMoney(p.fromMonthlyCents))
      : p.plans[0]?.yearlyCents
        ? t.fromYear(formatMoney(p.plans[0].yearlyCents))
        : null;
  return (
    <li className="mkt-card">
      <div className="mkt-card-head">
        {p.logo && <img src={p.logo} alt="" className="mkt-card-logo" />}
        <div className="mkt-card-title">
          <Heading>
            <Link to={profilePath(p.officeId, lang)}>{p.officeName}</Link>
          </Heading>
          <p className="mkt-muted">
            {p.city}, {p.state} {p.zip}
            {p.specialty && <> · {specialtyName(p.specialty, lang)}</>}
          </p>
        </div>
        <span className="mkt-distance">{t.milesAway(p.distanceMiles)}</span>
      </div>
      {p.rating && <Stars rating={p.rating} t={t} />}
      <ul className="mkt-plan-lines">
        {p.plans.map((plan) => (
          <li key={plan.id}>
            <span>{lang === 'es' && plan.spanishName.trim() ? plan.spanishName : plan.name}</span>
            <span>
              {[
                plan.monthlyCents !== null && `${formatMoney(plan.monthlyCents)}${t.perMonth}`,
                plan.yearlyCents !== null && `${formatMoney(plan.yearlyCents)}${t.perYear}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <div className="mkt-card-foot">
        {from && <p className="mkt-from">{from}</p>}
        <div className="mkt-actions">
          <Link className="mkt-button mkt-button-quiet" to={profilePath(p.officeId, lang)}>
            {t.view}
            <span className="mkt-sr"> {p.officeName}</span>
          </Link>
          <Link className="mkt-button" to={joinPath(p.slug, lang)}>
            {t.join}
            <span className="mkt-sr"> {p.officeName}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
