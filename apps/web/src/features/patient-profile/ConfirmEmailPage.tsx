import type { PortalLanguage } from '@mhq/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { call } from '../../app/api';
import { AuthAlert, AuthLayout } from '../auth/AuthLayout';
import { useAuthRequest } from '../auth/use-auth-request';
import { PROFILE_TEXTS } from './patient-profile-texts';

/**
 * /accounts/confirm-email/{token}: the link mailed to a patient's new address. Confirmed by a button, not on opening,
 * so a mail scanner that follows links cannot use it up; answered in the household's language.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState<{ message: string; language: PortalLanguage } | null>(null);
  const { busy, error, run } = useAuthRequest();
  // The household's language is known once the link is used; before that, both languages are shown.
  const t = PROFILE_TEXTS[done?.language ?? 'en'];
  const es = PROFILE_TEXTS.es;

  const confirm = () =>
    run(async () => {
      const res = await call('confirmEmailChange', { body: { token }, successToast: false });
      setDone({ message: res._message, language: res.language });
    });

  return (
    <AuthLayout title={t.confirmTitle}>
      <h1>{t.confirmTitle}</h1>
      {done ? (
        <div className="auth-form">
          <AuthAlert kind="success">{done.message}</AuthAlert>
          <Link className="auth-button" to="/accounts/login">
            {t.signIn}
          </Link>
        </div>
      ) : (
        <div className="auth-form">
          <p className="auth-lead">{t.confirmLead}</p>
          <p className="auth-lead" lang="es">
            {es.confirmLead}
          </p>
          {error && <AuthAlert kind="error">{error}</AuthAlert>}
          <button className="auth-button" type="button" onClick={() => void confirm()} disabled={busy}>
            {busy ? t.confirming : `${t.confirm} / ${es.confirm}`}
          </button>
        </div>
      )}
    </AuthLayout>
  );
}
