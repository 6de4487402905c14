import type { DisputesQuery } from '@mhq/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

export const DISPUTES_KEY = ['disputes'] as const;

/** The office's disputes: open, decided, or all. */
export function useDisputes(officeId: number | null, status: NonNullable<DisputesQuery['status']>) {
  return useQuery({
    queryKey: [...DISPUTES_KEY, officeId, status],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('disputes', { params: { id: officeId ?? 0 }, query: { status }, signal, successToast: false }),
  });
}
