import './styles';
import type { OfficeThemeShape } from '@mhq/contract';
import { type ReactNode, useEffect } from 'react';
import { setPageTitle, tenant } from '../../app/tenant';
import { themedWrapper } from '../branding/office-theme-style';
import type { EnrolmentTexts, Lang } from './enrolment-texts';
import { LanguageToggle } from './StepHeader';

type Props = {
  title: string;
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
export function PublicFrame({ title, lang, onLang, t, office, theme, children }: Props) {
  useEffect(() => setPageTitle(title), [title]);
  const themed = themedWrapper(theme);
  return (
    <div className={`enrol enrol-public ${themed.className}`} style={themed.style}>
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
        <nav aria-label={t.legal}>
          <a href={tenant.files.terms} target="_blank" rel="noreferrer">
            {t.termsShort}
          </a>
          <a href={tenant.files.privacy} target="_blank" rel="noreferrer">
            {t.privacy}
          </a>
        </nav>
        <p>
          <img src={tenant.logos.mark} alt="" width={18} height={18} /> {t.poweredBy(tenant.name)}
        </p>
        {tenant.notInsuranceDisclaimer && <p>{lang === 'es' ? t.notInsurance : tenant.notInsuranceDisclaimer}</p>}
      </footer>
    </div>
  );
}

/** The public page while its data is on the way: the frame titled "Loading…" around one spinner. */
export function PublicLoading(frame: Pick<Props, 'lang' | 'onLang' | 't'>) {
  return (
    <PublicFrame title={frame.t.loading} {...frame}>
      <span className="enrol-spinner enrol-spinner-large" aria-hidden="true" />
    </PublicFrame>
  );
}
