import '../public/legal.css';
import './faq.css';
import { telHref } from '@mhq/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { setPageTitle, tenant } from '../../app/tenant';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { faqTexts } from './faq-texts';

/** The two languages, by their own names; a phone shows the short code. */
const LANGUAGES = [
  { lang: 'en', name: 'English', short: 'EN' },
  { lang: 'es', name: 'Español', short: 'ES' },
] as const;

/**
 * The public questions-and-answers page (/faq; the office's /dentist-new/faq and /dentist/faq lead here): what a
 * membership plan is next to insurance, billing, failed payments and cancelling, for patients and for practices,
 * in English or Spanish (`?lang=es`, or the visitor's earlier choice), in the brand's own words.
 */
export function FaqPage() {
  const { lang, setLang } = useEnrolmentLanguage();
  const t = faqTexts(tenant, lang);
  useEffect(() => setPageTitle(t.title), [t.title]);

  return (
    <div className="legal">
      <header className="legal-header">
        <div className="legal-header-inner">
          <img className="legal-logo" src={tenant.logos.full} alt={tenant.name} width={160} height={44} />
          <div className="faq-header-actions">
            <fieldset className="faq-lang">
              <legend className="faq-lang-legend">{t.language}</legend>
              {LANGUAGES.map((l) => (
                <button
                  key={l.lang}
                  type="button"
                  aria-pressed={lang === l.lang}
                  aria-label={l.name}
                  onClick={() => setLang(l.lang)}
                  lang={l.lang}
                >
                  <span className="faq-lang-long">{l.name}</span>
                  <span className="faq-lang-short">{l.short}</span>
                </button>
              ))}
            </fieldset>
            <Link to="/accounts/login" className="legal-signin">
              {t.signIn}
            </Link>
          </div>
        </div>
      </header>

      <main id="faq-content" className="legal-main" tabIndex={-1}>
        <div className="legal-hero">
          <p className="legal-eyebrow">FAQ</p>
          <h1>{t.title}</h1>
          <p className="legal-intro">{t.lead}</p>
        </div>

        <nav className="faq-jump" aria-label={t.contents}>
          {t.groups.map((g) => (
            <a key={g.id} href={`#${g.id}`}>
              {g.title}
            </a>
          ))}
        </nav>

        {t.groups.map((g) => (
          <section key={g.id} className="faq-group" aria-labelledby={g.id}>
            <h2 id={g.id}>{g.title}</h2>
            {g.entries.map((e) => (
              <details key={e.id} className="faq-item" id={`${g.id}-${e.id}`}>
                <summary>{e.q}</summary>
                {e.a.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </details>
            ))}
          </section>
        ))}

        <section className="faq-contact" aria-labelledby="faq-contact-title">
          <h2 id="faq-contact-title">{t.stillQuestions}</h2>
          <p>
            <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a> ·{' '}
            <a href={telHref(tenant.supportPhone)}>{tenant.supportPhone}</a>
          </p>
        </section>
      </main>

      <footer className="legal-footer">
        <div className="legal-footer-inner">
          <nav aria-label="Legal documents">
            <Link to={tenant.files.terms}>Terms of Service</Link>
            <Link to={tenant.files.privacy}>Privacy Policy</Link>
            <Link to={tenant.files.smallBusinessTerms}>Small Business Terms</Link>
          </nav>
          {tenant.notInsuranceDisclaimer && <p>{tenant.notInsuranceDisclaimer}</p>}
        </div>
      </footer>
    </div>
  );
}
