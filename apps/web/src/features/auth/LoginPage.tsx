import { landingPath } from '@mhq/domain';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { call } from '../../app/api';
import { setToken } from '../../app/session';
import { tenant } from '../../app/tenant';
import { AuthAlert, AuthLayout } from './AuthLayout';
import { authTexts } from './auth-texts';
import { PasswordField } from './PasswordField';
import { useAuthRequest } from './use-auth-request';

export type LoginNotice = 'idle' | 'logged-out';

/** Only same-site paths are followed after sign-in. */
const isLocalPath = (p: string) => p.startsWith('/') && !p.startsWith('//');

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: LoginNotice } | null)?.notice;
  const { busy, error, run } = useAuthRequest();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run(async () => {
      const answer = await call('login', {
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
        successToast: false,
      });
      setToken(answer.token);
      // A page that sent the patient to sign in first (re-enrol) takes them back to it.
      const back = (location.state as { back?: string } | null)?.back;
      const landing = isLocalPath(answer.login_page) ? answer.login_page : landingPath(answer.type, tenant);
      navigate(back && isLocalPath(back) && back.startsWith('/reenroll/') ? back : landing, { replace: true });
    });
  }

  return (
    <AuthLayout title={authTexts.signInTitle}>
      <h1>{authTexts.signInTitle}</h1>
      <p className="auth-lead">{authTexts.signInLead(tenant)}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate={false}>
        {notice && (
          <AuthAlert kind="info">{notice === 'idle' ? authTexts.idleNotice : authTexts.loggedOutNotice}</AuthAlert>
        )}
        {error && <AuthAlert kind="error">{error}</AuthAlert>}
        <div className="auth-field">
          <label htmlFor="login-email">{authTexts.email}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" required />
        </div>
        <PasswordField
          id="login-password"
          name="password"
          label={authTexts.password}
          autoComplete="current-password"
          labelExtra={
            <Link className="auth-link-small" to="/accounts/forgot-password">
              {authTexts.forgot}
            </Link>
          }
        />
        <button className="auth-button" type="submit" disabled={busy}>
          {busy ? authTexts.signingIn : authTexts.signIn}
        </button>
      </form>
    </AuthLayout>
  );
}
