import './styles';
import type { OfficeThemeShape } from '@mhq/contract';
import { type ReactNode, useEffect } from 'react';
import { setPageTitle, tenant } from '../../app/tenant';
import { themedWrapper } from '../branding/office-theme-style';
import type { EnrolmentTexts, Lang } from './enrolment-texts';
import { LanguageToggle } from './StepHeader';

/** The full page, the widget on a practice's own website (/enroll/embed), or the waiting-room tablet (/office-enroll). */
export type FrameVariant = 'page' | 'embed' | 'kiosk';

type Props = {
  title: string;
  variant?: FrameVariant | undefined;
  lang: Lang;
  onLang: (lang: Lang) => void;
  t: EnrolmentTexts;
  /** The practice the patient is joining, when known: its logo and name head the page. */
  office?: { officeName: string; logo: string | null } | null;
  /** The office's template theme (issue 26): its colours on the header and buttons; the brand's own without one. */
  theme?: OfficeThemeShape | undefined;
  children: ReactNode;
};

/** The calm branded page of patient enrolment: the practice on top, EN/ES always at hand, no sidebar. */
export function PublicFrame({ title, lang, onLang, t, office, theme, children, variant = 'page' }: Props) {
  useEffect(() => setPageTitle(title), [title]);
  const themed = themedWrapper(theme);
  if (variant === 'embed') {
    // On another site's page: no header or legal footer of ours, only the practice, EN/ES and who runs the plans.
    return (
      <div className={`enrol enrol-embed ${themed.className}`} style={themed.style}>
        <header className="enrol-embed-top">
          <span className="enrol-embed-office">{office?.officeName ?? tenant.name}</span>
          <LanguageToggle lang={lang} onChange={onLang} t={t} />
        </header>
        <main className="enrol-embed-main">
          <h1 className="enrol-title">{title}</h1>
          {children}
        </main>
        <footer className="enrol-embed-footer">
          <img src={tenant.logos.mark} alt="" width={16} height={16} /> {t.poweredBy(tenant.name)}
        </footer>
      </div>
    );
  }
  const kiosk = variant === 'kiosk';
  return (
    <div className={`enrol enrol-public ${kiosk ? 'enrol-kiosk' : ''} ${themed.className}`} style={themed.style}>
      <header className="enrol-top">
        <div className="enrol-brand">
          {office?.logo ? (
            <img src={office.logo} alt="" className="enrol-office-logo" />
          ) : (
            <img src={tenant.logos.mark} alt="" width={32} height={32} />
          )}
          <span>{office?.officeName ?? tenant.name}</span>
        </div>
        <LanguageToggle lang={lang} onChange={onLang} t={t} />
      </header>
      <main className="enrol-main">
        <h1 className="enrol-title">{title}</h1>
        {children}
      </main>
      <footer className="enrol-footer">
        {/* The tablet stays on the enrolment: no links that leave it. */}
        {!kiosk && (
          <nav aria-label={t.legal}>
            <a href={tenant.files.terms} target="_blank" rel="noreferrer">
              {t.termsShort}
            </a>
            <a href={tenant.files.privacy} target="_blank" rel="noreferrer">
              {t.privacy}
            </a>
          </nav>
        )}
        <p>
          <img src={tenant.logos.mark} alt="" width={18} height={18} /> {t.poweredBy(tenant.name)}
        </p>
        {tenant.notInsuranceDisclaimer && <p>{lang === 'es' ? t.notInsurance : tenant.notInsuranceDisclaimer}</p>}
      </footer>
    </div>
  );
}

/** The public page while its data is on the way: the frame titled "Loading…" around one spinner. */
export function PublicLoading(frame: Pick<Props, 'lang' | 'onLang' | 't' | 'variant'>) {
  return (
    <PublicFrame title={frame.t.loading} {...frame}>
      <span className="enrol-spinner enrol-spinner-large" aria-hidden="true" />
    </PublicFrame>
  );
}
