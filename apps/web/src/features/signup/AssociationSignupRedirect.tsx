import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { call } from '../../app/api';
import { NotFoundPage } from '../public/NotFoundPage';

/** /accounts/{associationUrl}: a partner association's link goes to practice sign-up with its promo. */
export function AssociationSignupRedirect() {
  const { associationUrl = '' } = useParams();
  const [target, setTarget] = useState<string | null | 'missing'>(null);
  useEffect(() => {
    call('associationByUrl', { params: { associationUrl }, successToast: false })
      .then((a) => setTarget(`/enroll/practice${a.promoCode ? `?promo=${encodeURIComponent(a.promoCode)}` : ''}`))
      .catch(() => setTarget('missing'));
  }, [associationUrl]);
  if (target === 'missing') return <NotFoundPage />;
  if (target) return <Navigate to={target} replace />;
  return <div className="page-loading" aria-busy="true" />;
}
