import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../app/api';
import { getToken } from '../../app/session';
import { signupOfficeId } from './signup-session';

/**
 * The office the setup pages work on, and whether the owner is signed in to do it: the page's ?dentistInfoId, else
 * the signed-in owner's own office (an owner who signed out after sign-up and comes back later, with a new tab and a
 * normal sign-in), else the one remembered in this tab at confirmation. `loading` while the owner's office is read.
 * (The sign-up pages run outside the signed-in app, so this reads the account itself.)
 */
export function useSignupOffice(): { officeId: number | null; signedIn: boolean; loading: boolean } {
  const [search] = useSearchParams();
  const signedIn = Boolean(getToken());
  const fromUrl = Number(search.get('dentistInfoId'));
  const named = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
  const mustRead = signedIn && named === null;
  const [own, setOwn] = useState<{ officeId: number | null } | null>(null);
  useEffect(() => {
    if (!mustRead) return;
    const abort = new AbortController();
    call('currentUser', { query: {}, signal: abort.signal, successToast: false })
      .then((answer) => setOwn({ officeId: answer.data.dentistInfo?.id ?? null }))
      .catch(() => {
        if (!abort.signal.aborted) setOwn({ officeId: null });
      });
    return () => abort.abort();
  }, [mustRead]);
  return {
    officeId: named ?? own?.officeId ?? (own ? signupOfficeId(search) : null),
    signedIn,
    loading: mustRead && own === null,
  };
}
