import { useSearchParams } from 'react-router';
import { getToken } from '../../app/session';
import { signupOfficeId } from './signup-session';

/** The office the setup pages work on, and whether the owner is signed in to do it. */
export function useSignupOffice(): { officeId: number | null; signedIn: boolean } {
  const [search] = useSearchParams();
  return { officeId: signupOfficeId(search), signedIn: Boolean(getToken()) };
}
