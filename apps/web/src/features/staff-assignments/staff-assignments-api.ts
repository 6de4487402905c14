import type { ManageUserScope } from '@mhq/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useTeam } from '../office-settings/use-office';

// The staff-assignment calls of the Users page of a multi-location organization.

export const STAFF_KEY = ['staff-assignments'] as const;

/**
 * The organization's users as the caller sees them from the office they work in. Read again whenever the office's
 * team changes on the same page (a user added, deactivated or removed there), keeping the list shown meanwhile.
 */
export function useManageUsers(officeId: number, enabled: boolean) {
  const teamVersion = useTeam(officeId).dataUpdatedAt;
  return useQuery({
    queryKey: [...STAFF_KEY, 'users', officeId, teamVersion],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call('manageUsers', { params: { id: officeId }, signal, successToast: false }),
  });
}

/** One user's locations and groups, and what the caller could give them. */
export function useUserAssignments(officeId: number, userId: number | null) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'user', officeId, userId],
    enabled: userId !== null,
    queryFn: ({ signal }) =>
      call('userAssignments', {
        params: { id: userId ?? 0 },
        query: { dentistInfoId: officeId },
        signal,
        successToast: false,
      }),
  });
}

type Change = { userId: number; locationIds: number[]; groupIds: number[] };

/**
 * Saves the modal's changes: what was added first, then what was taken away (so moving someone from one location to
 * another never leaves them, even for a moment, with none). Each call is one transaction on the server.
 */
export function useSaveAssignments(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ add, remove }: { add: Change; remove: Change }) => {
      const messages: string[] = [];
      const some = (c: Change) => c.locationIds.length + c.groupIds.length > 0;
      const body = (c: Change) => ({ dentistInfoId: officeId, locationIds: c.locationIds, groupIds: c.groupIds });
      if (some(add)) {
        const res = await call('assignUsers', { params: { id: add.userId }, body: body(add), successToast: false });
        messages.push(res._message);
      }
      if (some(remove)) {
        const res = await call('unassignUsers', {
          params: { id: remove.userId },
          body: body(remove),
          successToast: false,
        });
        messages.push(res._message);
      }
      return messages.join(' ');
    },
    // The office's own team list changes too when someone is given or taken off this office.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: STAFF_KEY }),
        client.invalidateQueries({ queryKey: ['office', officeId, 'team'] }),
      ]),
  });
}

/** Whose users the page lists: all the caller's locations, or the current one. */
export function useManageUserSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: ManageUserScope) => call('changeManageUserSetting', { body: { scope }, successToast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
