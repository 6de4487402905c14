import { call } from './api';
import { clearSession, getToken } from './session';

/** Ends the session on the server (best effort) and forgets it in the browser. */
export async function signOut(): Promise<void> {
  if (getToken()) {
    try {
      await call('logout', { successToast: false });
    } catch {
      // The session may already be over; the browser forgets it either way.
    }
  }
  clearSession();
}
