import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../app/api';
import { call } from '../../app/api';

/** The office and the plans its public pages offer: what the enrollment link and the printable form show. */
export function usePublicOffice(officeId: number) {
  return useQuery({
    queryKey: ['office', officeId, 'public'],
    queryFn: ({ signal }) => call('publicOffice', { params: { id: officeId }, query: {}, signal, successToast: false }),
  });
}

/** Sending invites; the answer's `_message` shows as the success toast. */
export function useInviteMutations() {
  return {
    one: useMutation({ mutationFn: (body: BodyOf<'invitePatient'>) => call('invitePatient', { body }) }),
    group: useMutation({ mutationFn: (body: BodyOf<'invitePatientGroup'>) => call('invitePatientGroup', { body }) }),
  };
}

/** The office's public enrollment page on this brand's address (the address the office is signed in on). */
export function enrollmentUrl(slug: string, lang?: 'es'): string {
  return `${window.location.origin}/signup/${encodeURIComponent(slug)}${lang ? `?lang=${lang}` : ''}`;
}
