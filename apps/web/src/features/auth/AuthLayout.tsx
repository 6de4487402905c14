import { type ReactNode, useEffect } from 'react';
import { setPageTitle, tenant } from '../../app/tenant';
import { authTexts } from './auth-texts';
import './auth.css';

type Props = { title: string; children: ReactNode };

/** The calm branded frame of the pages a visitor sees before signing in. */
export function AuthLayout({ title, children }: Props) {
  useEffect(() => setPageTitle(title), [title]);
  return (
    <div className="auth">
      <aside className="auth-aside" aria-label={`About ${tenant.name}`}>
        <div className="auth-aside-brand">
          <img src={tenant.logos.mark} alt="" />
          <span>{tenant.name}</span>
        </div>
        <div>
          <h2>{authTexts.tagline(tenant)}</h2>
          <p>{authTexts.pitch}</p>
          <ul>
            {authTexts.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
        <small>
          {authTexts.needHelp} {tenant.supportEmail} · {tenant.supportPhone}
        </small>
      </aside>
      <main className="auth-main">
        <img className="auth-logo" src={tenant.logos.full} alt={tenant.name} width={160} height={44} />
        <div className="auth-card">{children}</div>
        <footer className="auth-footer">
          <nav aria-label="Legal">
            <a href={tenant.files.terms}>{authTexts.terms}</a>
            <a href={tenant.files.privacy}>{authTexts.privacy}</a>
            <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a>
          </nav>
          {tenant.notInsuranceDisclaimer && <div>{tenant.notInsuranceDisclaimer}</div>}
        </footer>
      </main>
    </div>
  );
}

type AlertProps = { kind: 'error' | 'success' | 'info'; children: ReactNode };

export function AuthAlert({ kind, children }: AlertProps) {
  return (
    <div className={`auth-alert auth-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
