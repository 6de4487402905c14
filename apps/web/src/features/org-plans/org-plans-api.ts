import type {
  ChangeMasterPlanPriceRequest,
  ChangeTargetRequest,
  ManagePlansQuery,
  MasterPlanSaveRequest,
  MergeLegacyPlansRequest,
  PlanFields,
  PlanSettingsFields,
} from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { CURRENT_USER_KEY } from '../../app/current-user';

/** Every query of the organization catalogue, acted on from one office; any change refreshes them all. */
const orgKey = (officeId: number) => ['org-plans', officeId] as const;

/** The organization's plans the caller can see, with where each is offered (the filter is applied on the page). */
export function useOrgCatalogue(officeId: number, enabled = true) {
  return useQuery({
    queryKey: [...orgKey(officeId), 'catalogue'],
    queryFn: ({ signal }) =>
      call('managePlans', { params: { id: officeId }, query: {} as ManagePlansQuery, signal, successToast: false }),
    enabled,
    retry: false,
  });
}

/** One plan in full, for the editor. */
export function useOrgPlanDetails(officeId: number, planId: number | null) {
  return useQuery({
    queryKey: [...orgKey(officeId), 'plan', planId],
    queryFn: ({ signal }) =>
      call('masterPlanDetails', {
        params: { id: officeId },
        query: { planId: planId ?? 0 },
        signal,
        successToast: false,
      }),
    enabled: planId !== null,
  });
}

/** The locations' own older plans that duplicate a master plan. */
export function useLegacyPlans(officeId: number) {
  return useQuery({
    queryKey: [...orgKey(officeId), 'legacy'],
    queryFn: ({ signal }) => call('legacyOrgPlans', { body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

/** Where a plan is offered, as the save and move calls take it. */
export type TargetValue = Pick<MasterPlanSaveRequest, 'targetType' | 'target'>;

/** Everything that changes the organization's plans; each answer refreshes the catalogue (and the shell's counts). */
export function useOrgPlanMutations(officeId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: ['plans'] });
    return queryClient.invalidateQueries({ queryKey: orgKey(officeId) });
  };

  const save = useMutation({
    mutationFn: (input: TargetValue & { planId?: number; plan: PlanFields; viewStatus: 'draft' | 'active' }) =>
      call('masterPlanSaveState', { body: { dentistInfoId: officeId, ...input } }),
    onSuccess: refresh,
  });

  /** Preview (who is told, per location) or change; only the change shows a toast. */
  const changePrice = useMutation({
    mutationFn: (input: Omit<ChangeMasterPlanPriceRequest, 'dentistInfoId'>) =>
      call('changeMasterPlanPrice', {
        body: { dentistInfoId: officeId, ...input },
        successToast: !input.preview,
      }),
    onSuccess: (data) => (data.preview ? undefined : refresh()),
  });

  const changeTarget = useMutation({
    mutationFn: (input: Omit<ChangeTargetRequest, 'dentistInfoId'>) =>
      call('changeTarget', { body: { dentistInfoId: officeId, ...input }, successToast: !input.preview }),
    onSuccess: (data) => (data.preview ? undefined : refresh()),
  });

  const merge = useMutation({
    mutationFn: (input: Omit<MergeLegacyPlansRequest, 'dentistInfoId'>) =>
      call('mergeLegacyPlans', { body: { dentistInfoId: officeId, ...input }, successToast: !input.preview }),
    onSuccess: (data) => (data.preview ? undefined : refresh()),
  });

  const settingsAt = useMutation({
    mutationFn: (input: { locationIds: number[]; settings: PlanSettingsFields }) =>
      call('multiPlanSettings', { body: { dentistInfoId: officeId, ...input } }),
    onSuccess: refresh,
  });

  /** The settings at every open location the caller works at, as the server finds them when saving. */
  const settingsEverywhere = useMutation({
    mutationFn: (settings: PlanSettingsFields) =>
      call('organizationPlanSettings', { params: { id: officeId }, body: settings }),
    onSuccess: refresh,
  });

  return { save, changePrice, changeTarget, merge, settingsAt, settingsEverywhere };
}

export type OrgPlanMutations = ReturnType<typeof useOrgPlanMutations>;
