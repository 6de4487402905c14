import type { PatientProfile } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, userMessageOf } from '../../app/api';
import { CURRENT_USER_KEY } from '../../app/current-user';
import { messageIn } from '../enrolment/enrolment-texts';
import { type PortalLang, usePortalLang } from '../portal/portal-language';

const PROFILE_KEY = ['patient', 'profile'] as const;

/** The signed-in account owner's details and settings. */
export function usePatientProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await call('patientProfile', { signal, successToast: false })).profile,
  });
}

/**
 * A change of the profile: the answer carries the profile as it is now, which replaces the cached one; the current
 * user is read again too (the name in the header, the language the whole portal follows).
 */
export function useProfileChange<V>(send: (value: V) => Promise<{ profile: PatientProfile }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** A 400's field messages, keyed by the field's path ('address.zip'), in the page's language. */
export function fieldErrorsIn(lang: PortalLang, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, string>).map(([k, v]) => [k, messageIn(lang, v) ?? v]),
  );
}

/** What a failed change tells the patient, in the page's language where the words are the form's own. */
export function useErrorText() {
  const lang = usePortalLang();
  return (error: unknown) => messageIn(lang, userMessageOf(error)) ?? '';
}
