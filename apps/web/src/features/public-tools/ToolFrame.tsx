import '../public/legal.css';
import './public-tools.css';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { setPageTitle, tenant } from '../../app/tenant';
import type { ToolLang } from './tool-care';

/** The two languages, by their own names; a phone shows the short code. */
const LANGUAGES = [
  { lang: 'en', name: 'English', short: 'EN' },
  { lang: 'es', name: 'Español', short: 'ES' },
] as const;

type Props = {
  title: string;
  eyebrow: string;
  lead: string;
  /** With a language switch (the patient-facing pages). */
  language?: { lang: ToolLang; setLang: (lang: ToolLang) => void; legend: string };
  signIn?: string;
  /** A narrower, single-column page (the earlier out-of-network layout). */
  compact?: boolean;
  children: ReactNode;
};

/**
 * The frame of the public calculators: the brand's logo, an optional language switch and the way to sign in, then
 * the page, then the legal links and the not-insurance note. Plain CSS in the look of the public legal pages, no
 * signed-in shell.
 */
export function ToolFrame({ title, eyebrow, lead, language, signIn = 'Sign in', compact, children }: Props) {
  useEffect(() => setPageTitle(title), [title]);
  return (
    <div className="legal tools">
      <header className="legal-header">
        <div className="legal-header-inner">
          <Link to="/faq" className="tools-logo-link">
            <img className="legal-logo" src={tenant.logos.full} alt={tenant.name} width={160} height={44} />
          </Link>
          <div className="tools-header-actions">
            {language && (
              <fieldset className="tools-lang">
                <legend className="tools-lang-legend">{language.legend}</legend>
                {LANGUAGES.map((l) => (
                  <button
                    key={l.lang}
                    type="button"
                    aria-pressed={language.lang === l.lang}
                    aria-label={l.name}
                    onClick={() => language.setLang(l.lang)}
                    lang={l.lang}
                  >
                    <span className="tools-lang-long">{l.name}</span>
                    <span className="tools-lang-short">{l.short}</span>
                  </button>
                ))}
              </fieldset>
            )}
            <Link to="/accounts/login" className="legal-signin">
              {signIn}
            </Link>
          </div>
        </div>
      </header>

      <main className={compact ? 'legal-main tools-main tools-compact' : 'legal-main tools-main'}>
        <div className="legal-hero">
          <p className="legal-eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="legal-intro">{lead}</p>
        </div>
        {children}
      </main>

      <footer className="legal-footer">
        <div className="legal-footer-inner">
          <nav aria-label="Legal documents">
            <Link to={tenant.files.terms}>Terms of Service</Link>
            <Link to={tenant.files.privacy}>Privacy Policy</Link>
            <Link to="/faq">FAQ</Link>
          </nav>
          {tenant.notInsuranceDisclaimer && <p>{tenant.notInsuranceDisclaimer}</p>}
        </div>
      </footer>
    </div>
  );
}
