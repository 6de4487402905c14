import type { PmsConnectionResponse, SetProviderPaymentRequest } from '@mhq/contract';
import { MEMBER_SEARCH_MIN_LENGTH, PMS_CONNECT_MIN_MS, PMS_TOGGLE_MIN_MS } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../app/api';

/** Waits at least `ms` for a call, so the progress the spec asks for is seen even when the server answers at once. */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

const supportedKey = (officeId: number) => ['pms', officeId, 'supported'] as const;

/** The brand's systems and the office's connection with its health. */
export function usePmsSupported(officeId: number, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: supportedKey(officeId),
    queryFn: ({ signal }) =>
      call('getPmsSupported', { query: { dentistInfoId: officeId }, signal, successToast: false }),
    // The write-back queue drains on the server's timer: the health panel follows it while it is open.
    refetchInterval: options.poll ? 15_000 : false,
  });
}

/** Whether the office's PMS link is up (the PMS search and chart tools show only then). */
export function usePmsConnected(officeId: number | null): boolean {
  const query = useQuery({
    queryKey: supportedKey(officeId ?? 0),
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('getPmsSupported', { query: { dentistInfoId: officeId ?? 0 }, signal, successToast: false }),
    staleTime: 60_000,
  });
  return query.data?.connection?.status === 'connected';
}

/** After any PMS change: the connection, the lists and the members' chart ids read again. */
function useRefreshPms(officeId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['members'] });
    return queryClient.invalidateQueries({ queryKey: ['pms', officeId] });
  };
}

/** Connect, disconnect and the two switches; each holds its progress for the spec's minimum time. */
export function usePmsConnectionMutations(officeId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPms(officeId);
  const put = (data: PmsConnectionResponse) => {
    queryClient.setQueryData(supportedKey(officeId), (old: { systems: unknown } | undefined) =>
      old ? { ...old, connection: data.connection } : old,
    );
    void refresh();
  };
  const body = { dentistInfoId: officeId };
  return {
    connect: useMutation({
      mutationFn: (pmsSystem: string) =>
        atLeast(PMS_CONNECT_MIN_MS, call('initiatePmsConnection', { body: { ...body, pmsSystem } })),
      onSuccess: put,
      onSettled: refresh,
    }),
    disconnect: useMutation({
      mutationFn: () => atLeast(PMS_CONNECT_MIN_MS, call('disconnectPmsConnection', { body })),
      onSuccess: put,
    }),
    writeBack: useMutation({
      mutationFn: (enabled: boolean) =>
        atLeast(PMS_TOGGLE_MIN_MS, call('toggleWriteAbilities', { body: { ...body, enabled } })),
      onSuccess: put,
    }),
    notifyUninsured: useMutation({
      mutationFn: (enabled: boolean) =>
        atLeast(PMS_TOGGLE_MIN_MS, call('toggleNotifyUninsured', { body: { ...body, enabled } })),
      onSuccess: put,
    }),
  };
}

export function useProviderPayment(officeId: number, connected: boolean) {
  return useQuery({
    queryKey: ['pms', officeId, 'provider-payment', connected],
    queryFn: ({ signal }) => call('getProviderPayment', { params: { id: officeId }, signal, successToast: false }),
  });
}

export function useSaveProviderPayment(officeId: number) {
  const refresh = useRefreshPms(officeId);
  return useMutation({
    mutationFn: (fields: Omit<SetProviderPaymentRequest, 'dentistInfoId'>) =>
      call('setProviderPayment', { body: { ...fields, dentistInfoId: officeId } }),
    onSuccess: refresh,
  });
}

export function usePmsMatches(officeId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['pms', officeId, 'matches'],
    enabled,
    queryFn: ({ signal }) => call('pmsMatches', { query: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

/** Matching new members, confirming a chart and unlinking one. */
export function useChartMatchMutations(officeId: number) {
  const refresh = useRefreshPms(officeId);
  return {
    matchNew: useMutation({
      mutationFn: () => call('matchNewMembers', { body: { dentistInfoId: officeId } }),
      onSuccess: refresh,
    }),
    set: useMutation({
      mutationFn: (input: { memberId: number; chartId: string }) =>
        call('setChartMatch', { body: { dentistInfoId: officeId, ...input } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (memberId: number) => call('removeChartMatch', { body: { dentistInfoId: officeId, memberId } }),
      onSuccess: refresh,
    }),
  };
}

/** A value that follows `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search waits for a pause in typing. */
export const PMS_SEARCH_DEBOUNCE_MS = 300;

/** PMS patients by name, chart id, phone or email; nothing is sent before 2 characters (spec 01 section 5). */
export function usePmsPatientSearch(officeId: number, text: string) {
  const q = useDebounced(text.trim(), PMS_SEARCH_DEBOUNCE_MS);
  const enabled = q.length >= MEMBER_SEARCH_MIN_LENGTH && text.trim().length >= MEMBER_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['pms', officeId, 'patients', q],
    enabled,
    staleTime: 30_000,
    queryFn: ({ signal }) =>
      call('pmsPatientSearch', { query: { dentistInfoId: officeId, q }, signal, successToast: false }),
  });
  return { ...query, enabled, settled: q === text.trim() };
}

export function useRecallList(officeId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['pms', officeId, 'recall'],
    enabled,
    queryFn: ({ signal }) => call('recallList', { query: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

export function useUninsured(officeId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['pms', officeId, 'uninsured'],
    enabled,
    queryFn: ({ signal }) => call('pmsUninsured', { query: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

export function useMemberBenefits(officeId: number, memberId: number) {
  return useQuery({
    queryKey: ['pms', officeId, 'benefits', memberId],
    queryFn: ({ signal }) => call('memberBenefits', { params: { officeId, memberId }, signal, successToast: false }),
  });
}

/** The member's write-back status: read again every 5 s while a change waits for the queue, else every minute. */
export function useMemberPmsSync(officeId: number, memberId: number) {
  return useQuery({
    queryKey: ['pms', officeId, 'sync', memberId],
    queryFn: ({ signal }) => call('memberPmsSync', { params: { officeId, memberId }, signal, successToast: false }),
    refetchInterval: (query) => (query.state.data?.sync.state === 'waiting' ? 5_000 : 60_000),
  });
}

export function usePatientBenefits(userId: number, officeId: number | null) {
  return useQuery({
    queryKey: ['pms', officeId ?? 0, 'patient-benefits', userId],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('patientBenefits', {
        params: { id: userId },
        query: { dentistInfoId: officeId ?? 0 },
        signal,
        successToast: false,
      }),
  });
}
