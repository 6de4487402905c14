import type { CurrentUser } from '@mhq/contract';
import { CURRENT_USER_POLL_MS, featureFlagsCookieValue } from '@mhq/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, call } from './api';
import { getCookie, setCookie } from './cookies';
import { clearAccountCookies, getToken, removeToken } from './session';

export const CURRENT_USER_KEY = ['currentUser'] as const;

const officeIdFromCookie = (): number | undefined => {
  const id = Number(getCookie('officeId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The signed-in user: loaded on start when a token is stored, then polled every 60 s (spec 01 section 7).
 * A failed load clears the account cookies and the user; a 401 also forgets the token and goes to sign-in.
 */
export function useCurrentUserQuery() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) =>
      call('currentUser', { query: { dentistInfoId: officeIdFromCookie() }, signal, successToast: false }),
    enabled: Boolean(getToken()),
    refetchInterval: CURRENT_USER_POLL_MS,
    retry: false,
  });

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    clearAccountCookies();
    queryClient.removeQueries({ queryKey: CURRENT_USER_KEY, exact: true });
    if (error instanceof ApiError && error.status === 401) {
      removeToken();
      navigate('/accounts/login', { replace: true });
    }
  }, [error, queryClient, navigate]);

  const user = query.data?.data;
  useEffect(() => {
    if (!user) return;
    setCookie('userId', String(user.userId));
    setCookie('featureFlags', featureFlagsCookieValue(user.featureFlags));
  }, [user]);

  return query;
}

export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The loaded user; only used below the signed-in gate, where it always exists. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the signed-in app');
  return user;
}
