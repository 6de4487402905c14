import type { BusinessConnectSettingsRequest, InviteBusinessRequest } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { CURRENT_USER_KEY } from '../../app/current-user';

// The practice's BusinessConnect calls: its page, its switch and settings, its employers, and the report.

export const BC_KEY = ['business-connect'] as const;

export function useBusinessConnect(officeId: number | null) {
  return useQuery({
    queryKey: [...BC_KEY, officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('businessConnect', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

/** After the switch moves, the menu (read from the current user) points to the program or to its landing page. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: BC_KEY }),
      client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
  };
}

/** `then` runs first: the refreshed page replaces the switch's card, whose own callbacks would then never run. */
export function useTurnOn(officeId: number, then: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { acceptTerms: boolean; acceptAddendum: boolean }) =>
      call('turnOnBusinessConnect', { params: { id: officeId }, body }),
    onSuccess: async () => {
      then();
      await refresh();
    },
  });
}

export function useTurnOff(officeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call('turnOffBusinessConnect', { params: { id: officeId }, body: { confirm: true } }),
    onSuccess: refresh,
  });
}

export function useSaveSettings(officeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BusinessConnectSettingsRequest) =>
      call('businessConnectSettings', { params: { id: officeId }, body }),
    onSuccess: refresh,
  });
}

export function useInviteBusiness(officeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InviteBusinessRequest) => call('inviteBusiness', { params: { id: officeId }, body }),
    onSuccess: refresh,
  });
}

export function useResendInvite(officeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (businessId: number) => call('resendBusinessInvite', { params: { id: officeId, businessId } }),
    onSuccess: refresh,
  });
}

export function useRemoveBusiness(officeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (businessId: number) => call('removeBusiness', { params: { id: officeId, businessId } }),
    onSuccess: refresh,
  });
}

export function useOfficeBusiness(officeId: number, businessId: number | null) {
  return useQuery({
    queryKey: [...BC_KEY, officeId, 'business', businessId],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      call('officeBusiness', { params: { id: officeId, businessId: businessId ?? 0 }, signal, successToast: false }),
  });
}

export function useBcReport(officeId: number | null) {
  return useQuery({
    queryKey: [...BC_KEY, officeId, 'report'],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('bcReport', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

/** Saves the report as a file (the token rides in the header, so a plain link would not do). */
export function useBcReportFile(officeId: number) {
  return useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const blob = (await call('bcReportFile', {
        params: { id: officeId },
        query: { format },
        responseType: 'blob',
        successToast: false,
      })) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `businessconnect-report.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
