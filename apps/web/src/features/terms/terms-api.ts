import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

const TERMS_KEY = ['terms'] as const;

/** The terms in force and when the signed-in office user accepted them; read once per visit. */
export function useTermsStatus() {
  return useQuery({
    queryKey: TERMS_KEY,
    queryFn: ({ signal }) => call('termsStatus', { signal, successToast: false }),
    staleTime: 10 * 60_000,
  });
}

/** Accepts the version read; the notice and the page read the new state. */
export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => call('acceptTerms', { body: { version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TERMS_KEY }),
  });
}
