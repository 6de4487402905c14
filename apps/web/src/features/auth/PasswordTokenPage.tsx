import { PASSWORD_MIN_LENGTH, passwordsMatch } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { call } from '../../app/api';
import { AuthAlert, AuthLayout } from './AuthLayout';
import { authTexts } from './auth-texts';
import { PasswordField } from './PasswordField';
import { useAuthRequest } from './use-auth-request';

type Props = { mode: 'reset' | 'set' };

/** Reset (forgotten) or set (invited) a password with the single-use token from the mailed link. */
export function PasswordTokenPage({ mode }: Props) {
  const { token = '' } = useParams();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useAuthRequest();
  const title = mode === 'reset' ? authTexts.resetTitle : authTexts.setTitle;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) next.password = authTexts.tooShort(PASSWORD_MIN_LENGTH);
    const mismatch = passwordsMatch(password, confirm);
    if (mismatch) next.confirm = mismatch;
    setErrors(next);
    setError(null);
    if (next.password || next.confirm) return;
    await run(async () => {
      await call(mode === 'reset' ? 'resetPassword' : 'setPassword', {
        body: { token, password },
        successToast: false,
      });
      setDone(true);
    });
  }

  return (
    <AuthLayout title={title}>
      <h1>{title}</h1>
      {done ? (
        <div className="auth-form">
          <AuthAlert kind="success">{mode === 'reset' ? authTexts.resetDone : authTexts.setDone}</AuthAlert>
          <Link className="auth-button" to="/accounts/login">
            {authTexts.goToSignIn}
          </Link>
        </div>
      ) : (
        <>
          <p className="auth-lead">{authTexts.resetLead}</p>
          <form className="auth-form" onSubmit={onSubmit} noValidate>
            {error && (
              <AuthAlert kind="error">
                {error} {mode === 'reset' && <Link to="/accounts/forgot-password">{authTexts.requestNewLink}</Link>}
              </AuthAlert>
            )}
            <PasswordField
              id="new-password"
              name="password"
              label={authTexts.newPassword}
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              error={errors.password}
            />
            <PasswordField
              id="confirm-password"
              name="confirm"
              label={authTexts.confirmPassword}
              autoComplete="new-password"
              error={errors.confirm}
            />
            <button className="auth-button" type="submit" disabled={busy}>
              {busy ? authTexts.saving : authTexts.savePassword}
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
