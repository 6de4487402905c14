import type { ActivityKind, ActivityResponse } from '@mhq/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

export type ActivityFilters = { kinds: ActivityKind[]; from: string; to: string };

/** The office's activity, 25 lines at a time, each page continuing where the last ended (the server audits it). */
export function useActivity(officeId: number | null, f: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: ['activity', officeId, f],
    enabled: officeId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call('officeActivity', {
        params: { id: officeId ?? 0 },
        query: {
          limit: 25,
          ...(f.kinds.length > 0 ? { kinds: f.kinds.join(',') } : {}),
          ...(f.from ? { from: f.from } : {}),
          ...(f.to ? { to: f.to } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
        successToast: false,
      }),
    getNextPageParam: (last: ActivityResponse) => last.next,
  });
}
