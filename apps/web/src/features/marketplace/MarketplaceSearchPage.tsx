import './marketplace.css';
import { DEFAULT_MARKETPLACE_MILES, MARKETPLACE_MILES, SPECIALTIES } from '@mhq/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tenant } from '../../app/tenant';
import { PublicFrame } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { marketplaceTexts, specialtyName } from './marketplace-texts';
import { PracticeCard } from './PracticeCard';
import { usePageHead } from './page-head';
import { type SearchParams, usePlaceSuggestions, usePracticeSearch } from './use-marketplace';

const isMiles = (n: number) => (MARKETPLACE_MILES as readonly number[]).includes(n);

/** The search as the address bar keeps it, so a result page can be shared, reloaded or gone back to. */
function searchOf(params: URLSearchParams): SearchParams {
  const miles = Number(params.get('miles'));
  return {
    place: params.get('zip') ?? params.get('city') ?? '',
    miles: isMiles(miles) ? miles : DEFAULT_MARKETPLACE_MILES,
    specialtyId: Number(params.get('specialtyId')) || null,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** /search: a patient without insurance finds a practice of the brand near a ZIP code or city. */
export function MarketplaceSearchPage() {
  const { lang, setLang, t: frame } = useEnrolmentLanguage();
  const t = marketplaceTexts(tenant.id, lang);
  const [params, setParams] = useSearchParams();
  const current = searchOf(params);
  const [typed, setTyped] = useState(current.place);
  const [miles, setMiles] = useState(current.miles);
  const [specialtyId, setSpecialtyId] = useState(current.specialtyId);
  // Going back or forward in the browser shows that search's words in the form again.
  useEffect(() => {
    setTyped(current.place);
    setMiles(current.miles);
    setSpecialtyId(current.specialtyId);
  }, [current.place, current.miles, current.specialtyId]);
  const suggestions = usePlaceSuggestions(typed);
  const found = usePracticeSearch(current.place ? current : null);
  const ids = { list: useId(), heading: useId() };
  usePageHead(t.searchDescription(tenant.name), null);

  const go = (next: SearchParams) => {
    const q = new URLSearchParams();
    q.set(/^\d{5}$/.test(next.place.trim()) ? 'zip' : 'city', next.place.trim());
    q.set('miles', String(next.miles));
    if (next.specialtyId) q.set('specialtyId', String(next.specialtyId));
    if (next.page > 1) q.set('page', String(next.page));
    const language = params.get('lang');
    if (language) q.set('lang', language);
    setParams(q);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) go({ place: typed, miles, specialtyId, page: 1 });
  };
  const wider = MARKETPLACE_MILES.find((m) => m > current.miles) ?? null;

  return (
    <PublicFrame title={t.searchTitle} lang={lang} onLang={setLang} t={frame}>
      <p className="enrol-lead">{t.searchLead}</p>
      <search>
        <form className="mkt-search" onSubmit={submit}>
          <label className="mkt-field mkt-field-place">
            <span>{t.place}</span>
            <input
              type="text"
              name="place"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              list={ids.list}
              autoComplete="postal-code"
              placeholder={t.placeHint}
              required
            />
            <datalist id={ids.list}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </label>
          <label className="mkt-field">
            <span>{t.miles}</span>
            <select value={miles} onChange={(e) => setMiles(Number(e.currentTarget.value))}>
              {MARKETPLACE_MILES.map((m) => (
                <option key={m} value={m}>
                  {t.milesOption(m)}
                </option>
              ))}
            </select>
          </label>
          <label className="mkt-field">
            <span>{t.specialty}</span>
            <select value={specialtyId ?? ''} onChange={(e) => setSpecialtyId(Number(e.currentTarget.value) || null)}>
              <option value="">{t.anySpecialty}</option>
              {SPECIALTIES[tenant.id].map((s) => (
                <option key={s.id} value={s.id}>
                  {specialtyName(s, lang)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="mkt-button mkt-submit">
            {t.search}
          </button>
        </form>
      </search>

      <div aria-live="polite" className="mkt-results">
        {found.kind === 'loading' && (
          <p id={ids.heading} className="mkt-muted">
            {t.searching}
          </p>
        )}
        {found.kind === 'invalid' && (
          <p id={ids.heading} className="mkt-problem" role="alert">
            {found.message}
          </p>
        )}
        {(found.kind === 'failed' || found.kind === 'notFound') && (
          <p id={ids.heading} className="mkt-problem" role="alert">
            {t.failed}
          </p>
        )}
        {found.kind === 'ready' &&
          (() => {
            const { place, total, results, page, pageSize } = found.data;
            const where = place.zip ? `${place.zip} (${place.city}, ${place.state})` : `${place.city}, ${place.state}`;
            if (total === 0) {
              return (
                <div className="mkt-empty">
                  <h2 id={ids.heading}>{t.noneTitle(where, found.data.miles)}</h2>
                  <p>{t.noneTry(wider)}</p>
                  {wider && (
                    <button
                      type="button"
                      className="mkt-button mkt-button-quiet"
                      onClick={() => {
                        setMiles(wider);
                        go({ ...current, miles: wider, page: 1 });
                      }}
                    >
                      {t.widen(wider)}
                    </button>
                  )}
                </div>
              );
            }
            const pages = Math.ceil(total / pageSize);
            return (
              <>
                <h2 id={ids.heading} className="mkt-count">
                  {t.resultsNear(total, where, found.data.miles)}
                </h2>
                <ol className="mkt-list">
                  {results.map((p) => (
                    <PracticeCard key={p.officeId} practice={p} lang={lang} t={t} />
                  ))}
                </ol>
                {pages > 1 && (
                  <nav className="mkt-pages" aria-label={t.pageOf(page, pages)}>
                    <button
                      type="button"
                      className="mkt-button mkt-button-quiet"
                      disabled={page <= 1}
                      onClick={() => go({ ...current, page: page - 1 })}
                    >
                      {t.prev}
                    </button>
                    <span>{t.pageOf(page, pages)}</span>
                    <button
                      type="button"
                      className="mkt-button mkt-button-quiet"
                      disabled={page >= pages}
                      onClick={() => go({ ...current, page: page + 1 })}
                    >
                      {t.next}
                    </button>
                  </nav>
                )}
              </>
            );
          })()}
      </div>
    </PublicFrame>
  );
}
