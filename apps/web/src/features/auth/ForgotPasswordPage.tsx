import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { AuthAlert, AuthLayout } from './AuthLayout';
import { authTexts } from './auth-texts';
import { useAuthRequest } from './use-auth-request';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useAuthRequest();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    await run(async () => {
      await call('forgotPassword', { body: { email }, successToast: false });
      setSent(true);
    });
  }

  return (
    <AuthLayout title={authTexts.forgotTitle}>
      <h1>{authTexts.forgotTitle}</h1>
      {sent ? (
        <div className="auth-form">
          <AuthAlert kind="success">{authTexts.forgotDone}</AuthAlert>
          <Link className="auth-button" to="/accounts/login">
            {authTexts.backToSignIn}
          </Link>
        </div>
      ) : (
        <>
          <p className="auth-lead">{authTexts.forgotLead}</p>
          <form className="auth-form" onSubmit={onSubmit}>
            {error && <AuthAlert kind="error">{error}</AuthAlert>}
            <div className="auth-field">
              <label htmlFor="forgot-email">{authTexts.email}</label>
              <input id="forgot-email" name="email" type="email" autoComplete="email" required />
            </div>
            <button className="auth-button" type="submit" disabled={busy}>
              {busy ? authTexts.sending : authTexts.sendLink}
            </button>
          </form>
          <p className="auth-after">
            <Link to="/accounts/login">{authTexts.backToSignIn}</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
