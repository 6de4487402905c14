import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api';
import { endImpersonation } from '../session';
import { signOut } from '../sign-out';

/** Log Out and Back to Admin, shared by every top bar and header. */
export function useSessionActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = useCallback(
    async (notice: 'logged-out' | 'idle' = 'logged-out') => {
      await signOut();
      queryClient.clear();
      navigate('/accounts/login', { replace: true, state: { notice } });
    },
    [navigate, queryClient],
  );

  /** Restores the saved admin token, clears the office and impersonation cookies, back to /admin/dentists. */
  const backToAdmin = useCallback(async () => {
    try {
      await call('logout', { successToast: false });
    } catch {
      // The impersonation session may already be over.
    }
    endImpersonation();
    queryClient.clear();
    window.location.assign('/admin/dentists');
  }, [queryClient]);

  return { logOut, backToAdmin };
}
