import { type TenantConfig, telHref } from '@mhq/domain';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { setPageTitle, tenant } from '../../app/tenant';
import './legal.css';

/** The date every legal document shows; change it together with the texts. */
export const LAST_UPDATED = { iso: '2026-11-22', label: 'November 22, 2026' } as const;

export const SIGN_IN_PATH = '/accounts/login';

export type LegalSection = { id: string; title: string; body: ReactNode };

type Props = {
  /** The document's name: the h1 and the page title. */
  title: string;
  /** One or two sentences under the title saying who the document is for. */
  intro: ReactNode;
  /** The short plain-English summary shown before the table of contents. */
  summary: readonly string[];
  sections: readonly LegalSection[];
};

/** Words that change with the brand: 'dentist' or 'optometrist', 'dental' or 'eye care'. */
export function careWords(t: TenantConfig = tenant) {
  const dental = t.professionalName === 'dentist';
  return {
    pro: t.professionalName,
    pros: `${t.professionalName}s`,
    practice: dental ? 'dental practice' : 'eye care practice',
    practices: dental ? 'dental practices' : 'eye care practices',
    care: dental ? 'dental care' : 'eye care',
  };
}

/** The support email and phone as links, for the 'Contact us' sections. */
export function SupportContacts() {
  return (
    <ul className="legal-contacts">
      <li>
        <span>Email</span> <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a>
      </li>
      <li>
        <span>Phone</span> <a href={telHref(tenant.supportPhone)}>{tenant.supportPhone}</a>
      </li>
    </ul>
  );
}

/**
 * The calm branded frame of the public legal documents (terms, privacy, small-business terms):
 * the brand header, the title with its date, a short summary, a table of contents and numbered
 * sections. Plain React and CSS, like the sign-in pages.
 */
export function LegalLayout({ title, intro, summary, sections }: Props) {
  useEffect(() => setPageTitle(title), [title]);

  // The page is rendered after load, so the browser cannot jump to a #section by itself.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div className="legal">
      <a className="legal-skip" href="#legal-content">
        Skip to content
      </a>
      <header className="legal-header">
        <div className="legal-header-inner">
          <img className="legal-logo" src={tenant.logos.full} alt={tenant.name} width={160} height={44} />
          <Link to={SIGN_IN_PATH} className="legal-signin">
            Sign in
          </Link>
        </div>
      </header>

      <main id="legal-content" className="legal-main" tabIndex={-1}>
        <div className="legal-hero">
          <p className="legal-eyebrow">Legal</p>
          <h1>{title}</h1>
          <p className="legal-updated">
            Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
          </p>
          <p className="legal-intro">{intro}</p>
        </div>

        <div className="legal-grid">
          <nav className="legal-toc" aria-labelledby="legal-toc-title">
            <p className="legal-toc-title" id="legal-toc-title">
              Contents
            </p>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="legal-doc">
            <div className="legal-summary">
              <p className="legal-summary-title">The short version</p>
              <ul>
                {summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="legal-summary-note">
                This summary helps you find your way; the full text below is what applies.
              </p>
            </div>

            {sections.map((s, i) => (
              <section key={s.id} className="legal-section">
                <h2 id={s.id}>
                  <span className="legal-num">{i + 1}.</span> {s.title}
                </h2>
                {s.body}
              </section>
            ))}

            <p className="legal-back">
              <Link to={SIGN_IN_PATH}>Back to sign in</Link>
            </p>
          </article>
        </div>
      </main>

      <footer className="legal-footer">
        <div className="legal-footer-inner">
          <nav aria-label="Legal documents">
            <Link to={tenant.files.terms}>Terms of Service</Link>
            <Link to={tenant.files.privacy}>Privacy Policy</Link>
            <Link to={tenant.files.smallBusinessTerms}>Small Business Terms</Link>
            <Link to={SIGN_IN_PATH}>Sign in</Link>
          </nav>
          <p>
            Questions? <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a> ·{' '}
            <a href={telHref(tenant.supportPhone)}>{tenant.supportPhone}</a>
          </p>
          {tenant.notInsuranceDisclaimer && <p>{tenant.notInsuranceDisclaimer}</p>}
          <p>
            © {LAST_UPDATED.iso.slice(0, 4)} {tenant.name}
          </p>
        </div>
      </footer>
    </div>
  );
}
