import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

/** The cancellations the office's households asked for, waiting for a decision (under 'members': refreshed with it). */
export function useCancellationRequests(officeId: number) {
  return useQuery({
    queryKey: ['members', 'cancellation-requests', officeId],
    queryFn: ({ signal }) =>
      call('pendingCancellationRequests', { params: { id: officeId }, signal, successToast: false }),
  });
}
