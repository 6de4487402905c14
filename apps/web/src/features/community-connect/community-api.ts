import type { CommunityGroupRequest, CommunityGroupStatusRequest } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

// The CommunityConnect calls of the office's pages (/account/community-connect).

export const COMMUNITY_KEY = ['community-groups'] as const;

/** The office's groups, whether CommunityConnect is open to it, whether the caller may change groups, its plans. */
export function useCommunityGroups(officeId: number | null) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('communityGroups', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

/** A group with its members (the server audits the read). */
export function useCommunityGroup(officeId: number | null, groupId: number | null) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, officeId, 'group', groupId],
    enabled: officeId !== null && groupId !== null,
    queryFn: ({ signal }) =>
      call('communityGroup', { params: { id: officeId ?? 0, groupId: groupId ?? 0 }, signal, successToast: false }),
  });
}

/** Creates a group, or saves one (setting up an organizer's request). */
export function useSaveCommunityGroup(officeId: number, groupId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunityGroupRequest) =>
      groupId === null
        ? call('createCommunityGroup', { params: { id: officeId }, body })
        : call('updateCommunityGroup', { params: { id: officeId, groupId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: COMMUNITY_KEY }),
  });
}

/** Closes a group (or declines a request), or reopens it. */
export function useSetCommunityGroupStatus(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, status }: { groupId: number } & CommunityGroupStatusRequest) =>
      call('setCommunityGroupStatus', { params: { id: officeId, groupId }, body: { status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: COMMUNITY_KEY }),
  });
}
