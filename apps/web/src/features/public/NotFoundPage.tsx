import { Link } from 'react-router';
import { AuthLayout } from '../auth/AuthLayout';
import { authTexts } from '../auth/auth-texts';

/** The public 404 page (/error/404-not-found); unknown paths render it in place. */
export function NotFoundPage() {
  return (
    <AuthLayout title={authTexts.notFoundTitle}>
      <p className="auth-big" aria-hidden="true">
        404
      </p>
      <h1>{authTexts.notFoundTitle}</h1>
      <p className="auth-lead">{authTexts.notFoundLead}</p>
      <Link className="auth-button" to="/">
        {authTexts.goHome}
      </Link>
    </AuthLayout>
  );
}
