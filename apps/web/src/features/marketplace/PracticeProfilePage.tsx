import './marketplace.css';
import type { MarketplaceProfileResponse, PublicPlan } from '@mhq/contract';
import { formatMoney, formatPhone, jsonForScript, practiceJsonLd, WEEKDAYS } from '@mhq/domain';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { tenant } from '../../app/tenant';
import type { Lang } from '../enrolment/enrolment-texts';
import { PublicFrame, PublicLoading } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { type MarketplaceTexts, marketplaceTexts, specialtyName } from './marketplace-texts';
import { joinPath, PracticeCard, Stars } from './PracticeCard';
import { usePageHead } from './page-head';
import { usePracticeProfile, usePracticeSearch } from './use-marketplace';

/** '08:30' as the page's language writes a time of day. */
function timeOf(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(lang === 'es' ? 'es-US' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

const lowestMonthly = (plans: PublicPlan[]) => {
  const monthly = plans.filter((p) => p.showOnEnrollmentMonthly).map((p) => p.pricing.monthly);
  return monthly.length > 0 ? Math.min(...monthly) : null;
};

function HoursTable({
  hours,
  lang,
  t,
}: {
  hours: NonNullable<MarketplaceProfileResponse['office']['hours']>;
  lang: Lang;
  t: MarketplaceTexts;
}) {
  return (
    <table className="mkt-hours">
      <thead>
        <tr>
          <th scope="col">{t.day}</th>
          <th scope="col">{t.time}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map(({ value }) => {
          const day = hours[value];
          return (
            <tr key={value}>
              <th scope="row">{t.weekdays[value]}</th>
              <td>{day?.open ? `${timeOf(day.from, lang)} – ${timeOf(day.to, lang)}` : t.closed}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PlanList({ plans, lang, t }: { plans: PublicPlan[]; lang: Lang; t: MarketplaceTexts }) {
  return (
    <ul className="mkt-plans">
      {plans.map((p) => {
        const description = lang === 'es' && p.spanishDescription.trim() ? p.spanishDescription : p.description;
        return (
          <li key={p.id} className="mkt-plan">
            <h3>{lang === 'es' && p.spanishName.trim() ? p.spanishName : p.name}</h3>
            <dl className="mkt-prices">
              {p.showOnEnrollmentMonthly && (
                <div>
                  <dt>{t.monthly}</dt>
                  <dd>
                    {formatMoney(p.pricing.monthly)}
                    {t.perMonth}
                  </dd>
                </div>
              )}
              {p.showOnEnrollmentAnnual && (
                <div>
                  <dt>{t.yearly}</dt>
                  <dd>
                    {formatMoney(p.pricing.annually)}
                    {t.perYear}
                  </dd>
                </div>
              )}
            </dl>
            {description && <p className="mkt-plan-desc">{description}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** /marketplace/profile/:dentistInfoId: a listed practice's public page, with its plans and the way to join. */
export function PracticeProfilePage() {
  const { lang, setLang, t: frame } = useEnrolmentLanguage();
  const t = marketplaceTexts(tenant.id, lang);
  const officeId = Number(useParams().dentistInfoId) || null;
  const loaded = usePracticeProfile(officeId);
  const data = loaded.kind === 'ready' ? loaded.data : null;
  const nearby = usePracticeSearch(
    data ? { place: data.office.address.zip, miles: 25, specialtyId: null, page: 1 } : null,
  );
  const from = data ? lowestMonthly(data.plans) : null;
  const jsonLd = useMemo(
    () =>
      data
        ? jsonForScript(
            practiceJsonLd({
              brand: tenant.id,
              name: data.office.officeName,
              url: `${window.location.origin}/marketplace/profile/${data.office.id}`,
              logo: data.office.logo ? new URL(data.office.logo, window.location.origin).href : null,
              phone: data.office.phone,
              street: data.office.address.line1,
              city: data.office.address.city,
              state: data.office.address.state,
              zip: data.office.address.zip,
              hours: data.office.hours,
              rating: data.rating,
              fromMonthlyCents: from,
            }),
          )
        : null,
    [data, from],
  );
  const description = data
    ? t.profileDescription(
        data.office.officeName,
        data.office.address.city,
        data.office.address.state,
        from === null ? null : formatMoney(from),
      )
    : t.searchDescription(tenant.name);
  usePageHead(description, jsonLd);

  if (loaded.kind === 'loading' || loaded.kind === 'idle')
    return <PublicLoading lang={lang} onLang={setLang} t={frame} />;
  if (!data) {
    return (
      <PublicFrame title={t.notFound} lang={lang} onLang={setLang} t={frame}>
        <p className="enrol-lead">{loaded.kind === 'failed' ? t.failed : t.notFoundLead}</p>
        <Link className="mkt-button" to={`/search${lang === 'es' ? '?lang=es' : ''}`}>
          {t.backToSearch}
        </Link>
      </PublicFrame>
    );
  }
  const { office } = data;
  const others = nearby.kind === 'ready' ? nearby.data.results.filter((p) => p.officeId !== office.id).slice(0, 4) : [];
  const otherLang: Lang = lang === 'es' ? 'en' : 'es';
  const a = office.address;
  return (
    <PublicFrame title={office.officeName} lang={lang} onLang={setLang} t={frame} office={office}>
      <p className="enrol-lead">
        {office.specialty && <>{specialtyName(office.specialty, lang)} · </>}
        {a.city}, {a.state}
      </p>
      {data.rating && <Stars rating={data.rating} t={t} />}
      <div className="mkt-join">
        {data.canJoin ? (
          <>
            <Link className="mkt-button mkt-button-large" to={joinPath(office.slug, lang)}>
              {t.join}
            </Link>
            <Link
              className="mkt-link"
              to={`/signup/${encodeURIComponent(office.slug)}?lang=${otherLang}`}
              lang={otherLang}
            >
              {t.joinSpanish}
            </Link>
          </>
        ) : (
          <p className="mkt-muted">{t.cannotJoin}</p>
        )}
      </div>

      <div className="mkt-profile-grid">
        <section className="mkt-panel" aria-labelledby="mkt-contact">
          <h2 id="mkt-contact" className="mkt-section-title">
            {t.address}
          </h2>
          <address>
            {a.line1}
            {a.line2 && <>, {a.line2}</>}
            <br />
            {a.city}, {a.state} {a.zip}
          </address>
          {office.phone && (
            <p>
              {t.phone}: <a href={`tel:+1${office.phone}`}>{formatPhone(office.phone)}</a>
            </p>
          )}
          {office.bookingUrl && (
            <p>
              <a href={office.bookingUrl} target="_blank" rel="noreferrer noopener">
                {t.book}
              </a>
            </p>
          )}
        </section>
        {office.hours && (
          <section className="mkt-panel" aria-labelledby="mkt-hours">
            <h2 id="mkt-hours" className="mkt-section-title">
              {t.hours}
            </h2>
            <HoursTable hours={office.hours} lang={lang} t={t} />
          </section>
        )}
      </div>

      {office.services.length > 0 && (
        <section className="mkt-panel" aria-labelledby="mkt-care">
          <h2 id="mkt-care" className="mkt-section-title">
            {t.careOffered}
          </h2>
          <ul className="mkt-tags">
            {office.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="mkt-plans">
        <h2 id="mkt-plans" className="mkt-section-title">
          {data.programName || t.plans}
        </h2>
        <p className="mkt-muted">{t.plansLead}</p>
        <PlanList plans={data.plans} lang={lang} t={t} />
      </section>

      <section className="mkt-panel" aria-labelledby="mkt-reviews">
        <h2 id="mkt-reviews" className="mkt-section-title">
          {t.reviews}
        </h2>
        {data.rating ? <Stars rating={data.rating} t={t} /> : <p className="mkt-muted">{t.noReviews}</p>}
      </section>

      <section aria-labelledby="mkt-nearby">
        <h2 id="mkt-nearby" className="mkt-section-title">
          {t.nearby}
        </h2>
        {nearby.kind === 'ready' && others.length === 0 && <p className="mkt-muted">{t.noNearby}</p>}
        <ol className="mkt-list">
          {others.map((p) => (
            <PracticeCard key={p.officeId} practice={p} lang={lang} t={t} level={3} />
          ))}
        </ol>
        <p>
          <Link className="mkt-link" to={`/search?zip=${a.zip}&miles=25${lang === 'es' ? '&lang=es' : ''}`}>
            {t.backToSearch}
          </Link>
        </p>
      </section>
    </PublicFrame>
  );
}
