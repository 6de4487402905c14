import type { MemberSearchRequest, MemberSearchResponse } from '@mhq/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';

/** The office the members pages act in and the signed-in user (the /users/{id}/ paths name them). */
export function useMembersScope() {
  const user = useCurrentUser();
  return { userId: user.id, officeId: user.dentistInfo?.id ?? null, offices: 1 + user.otherOffices.length };
}

/** What a list is: everything of a search request but its page. */
export type ListQuery = Omit<Partial<MemberSearchRequest>, 'startingAt' | 'initial'>;

const LIST_KEY = ['members', 'list'] as const;

/** The members list, 15 at a time: each page starts where the last one ended (keyset), the first one counts. */
export function useMemberList(officeId: number, query: ListQuery) {
  return useInfiniteQuery({
    queryKey: [...LIST_KEY, officeId, query],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call('memberSearch', {
        params: { id: officeId },
        body: { ...query, initial: pageParam === null, ...(pageParam ? { startingAt: pageParam } : {}) },
        signal,
        successToast: false,
      }),
    getNextPageParam: (last: MemberSearchResponse) => (last.noMoreResults ? null : last.nextStartingAt),
  });
}

/** Every filter with its count, for the list's current search and reading. */
export function useMemberFilters(officeId: number, query: Pick<ListQuery, 'searchQuery' | 'reading' | 'locations'>) {
  return useQuery({
    queryKey: ['members', 'filters', officeId, query],
    queryFn: ({ signal }) =>
      call('memberFilters', { params: { id: officeId }, body: query, signal, successToast: false }),
  });
}

const detailsKey = (memberId: number) => ['members', 'details', memberId] as const;

/** A member's page: household, subscriptions, payment method, notes. */
export function useMemberDetails(userId: number, officeId: number, memberId: number) {
  return useQuery({
    queryKey: detailsKey(memberId),
    queryFn: ({ signal }) =>
      call('memberDetails', {
        params: { id: userId },
        body: { dentistInfoId: officeId, memberId },
        signal,
        successToast: false,
      }),
  });
}

/** A member's history, newest first. */
export function useMemberHistory(officeId: number, memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'history', memberId],
    enabled,
    queryFn: ({ signal }) =>
      call('memberHistory', {
        params: { id: memberId },
        query: { dentistInfoId: officeId },
        signal,
        successToast: false,
      }),
  });
}

/** After any change to a member: their page, their history and every list and count read again. */
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['members'] });
}
