import { notifications } from '@mantine/notifications';
import type { OfficeProfileFields, TeamChangeResponse, TeamUser, UpdateTeamUserRequest } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, userMessageOf } from '../../app/api';
import { CURRENT_USER_KEY, useCurrentUser } from '../../app/current-user';

/** The office the settings pages act in and the signed-in user (the /users/{id}/ paths name them). */
export function useOfficeScope() {
  const user = useCurrentUser();
  return {
    userId: user.id,
    officeId: user.dentistInfo?.id ?? null,
    canEdit: user.type === 'dentist' || user.type === 'office_admin',
  };
}

export function notifyError(error: unknown): void {
  const message = userMessageOf(error);
  if (message) notifications.show({ color: 'red', title: 'Error', message });
}

/** Field messages of a 400 answer (`errors`), keyed by the field's path ('address.zip'). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}

const profileKey = (officeId: number) => ['office', officeId, 'profile'] as const;
const teamKey = (officeId: number) => ['office', officeId, 'team'] as const;

export function useOfficeProfile(userId: number, officeId: number) {
  return useQuery({
    queryKey: profileKey(officeId),
    queryFn: ({ signal }) =>
      call('officeProfile', { params: { id: userId }, body: { dentistInfoId: officeId }, signal, successToast: false }),
    select: (data) => data.profile,
  });
}

/** Saving the profile and the logo: each answer refreshes the profile and the shell (name, logo). */
export function useOfficeMutations(userId: number, officeId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    return queryClient.invalidateQueries({ queryKey: profileKey(officeId) });
  };
  const save = useMutation({
    mutationFn: (fields: OfficeProfileFields) =>
      call('updateOfficeProfile', { params: { id: officeId }, body: fields }),
    onSuccess: refresh,
  });
  const uploadLogo = useMutation({
    mutationFn: (file: { fileName: string; contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml'; data: string }) =>
      call('uploadLogo', { params: { id: userId, officeId }, body: file }),
    onSuccess: refresh,
  });
  const deleteLogo = useMutation({
    mutationFn: () => call('deleteLogo', { params: { id: userId, officeId } }),
    onSuccess: refresh,
  });
  return { save, uploadLogo, deleteLogo };
}

export function useTeam(officeId: number) {
  return useQuery({
    queryKey: teamKey(officeId),
    queryFn: ({ signal }) => call('teamUsers', { params: { id: officeId }, signal, successToast: false }),
  });
}

/** Every team change answers the team after it, which replaces the cached list. */
export function useTeamMutations(officeId: number) {
  const queryClient = useQueryClient();
  const put = (data: TeamChangeResponse) => {
    queryClient.setQueryData(teamKey(officeId), (old: { users: unknown } | undefined) =>
      old ? { ...old, users: data.users } : old,
    );
    void queryClient.invalidateQueries({ queryKey: teamKey(officeId) });
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  const params = { id: officeId };
  return {
    add: useMutation({
      mutationFn: (body: {
        firstName: string;
        lastName: string;
        email: string;
        jobTitle: string;
        permission: 'office_admin' | 'dentist_standard';
      }) => call('addTeamUser', { params, body }),
      onSuccess: put,
    }),
    update: useMutation({
      mutationFn: ({ body, upgrade }: { body: UpdateTeamUserRequest; upgrade: boolean }) =>
        call('updateTeamUser', { params, body, query: upgrade ? { upgrade: 'true' } : {} }),
      onSuccess: put,
    }),
    permissions: useMutation({
      mutationFn: (body: { userId: number; permission: 'office_admin' | 'dentist_standard' }) =>
        call('changeTeamPermissions', { params, body }),
      onSuccess: put,
    }),
    reactivate: useMutation({
      mutationFn: (body: { userId: number; isDeleted: boolean }) => call('reactivateTeamUser', { params, body }),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: (userId: number) => call('deleteTeamUser', { params, body: { userId } }),
      onSuccess: put,
    }),
  };
}

/** Reads a chosen file as base64 (without the data: prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export const fullNameOf = (u: Pick<TeamUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
