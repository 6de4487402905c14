import type { CustomMembershipsResponse, Plan, PlanFields, PlanSettings, PlanSettingsFields } from '@mhq/contract';
import type { PlanViewStatus } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../app/api';
import { CURRENT_USER_KEY, useCurrentUser } from '../../app/current-user';
import { useMayInOffice } from '../../app/office-permissions';
import { byOrder, orderAfterMove } from './plan-order';

/** The office the pages act in and the signed-in user (the /users/{id}/ paths name them). */
export function usePlansScope() {
  const user = useCurrentUser();
  // Owners, office admins and the plan coordinator (the office permission matrix); other staff read.
  const may = useMayInOffice();
  return {
    userId: user.id,
    officeId: user.dentistInfo?.id ?? null,
    canEdit: may('managePlans'),
  };
}

const manageKey = (officeId: number) => ['plans', officeId, 'manage'] as const;

const fetchManage = (userId: number, officeId: number, signal?: AbortSignal) =>
  call('customMemberships', { params: { id: userId }, body: { dentistInfoId: officeId }, signal, successToast: false });

/** A plan move: which plan, and a place up (-1) or down (1). */
export type PlanMove = { planId: number; direction: -1 | 1 };

/** The manage view of one office: every plan in full, the plan settings with usual fees, the priced presets. */
export function useManagePlans(userId: number, officeId: number) {
  return useQuery({
    queryKey: manageKey(officeId),
    queryFn: ({ signal }) => fetchManage(userId, officeId, signal),
    select: (data) => ({ ...data, custom_memberships: [...data.custom_memberships].sort(byOrder) }),
  });
}

/** Everything that changes plans: each answer refreshes the manage view (and the shell's plan count). */
export function usePlanMutations(userId: number, officeId: number) {
  const queryClient = useQueryClient();
  const key = manageKey(officeId);

  /** Puts the plan the server answered with into the cached list, so the table updates before the refetch. */
  const putPlan = (plan: Plan | null, removedId?: number) => {
    queryClient.setQueryData<CustomMembershipsResponse>(key, (old) => {
      if (!old) return old;
      let list = old.custom_memberships.filter((p) => p.id !== removedId);
      if (plan) {
        list = list.some((p) => p.id === plan.id) ? list.map((p) => (p.id === plan.id ? plan : p)) : [...list, plan];
      }
      return { ...old, custom_memberships: list };
    });
  };
  const refresh = (alsoUser = false) => {
    if (alsoUser) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    return queryClient.invalidateQueries({ queryKey: ['plans', officeId] });
  };

  const save = useMutation({
    mutationFn: (input: { planId?: number; plan: PlanFields }) =>
      call('planSaveState', { body: { action: 'save', dentistInfoId: officeId, ...input } }),
    onSuccess: (data, input) => {
      putPlan(data.plan);
      void refresh(input.planId === undefined);
    },
  });

  const setStatus = useMutation({
    mutationFn: (input: { planId: number; target: PlanViewStatus }) =>
      call('planSaveState', { body: { action: 'status', dentistInfoId: officeId, ...input } }),
    onSuccess: (data) => {
      putPlan(data.plan);
      void refresh(true);
    },
  });

  const copy = useMutation({
    mutationFn: (planId: number) =>
      call('planSaveState', { body: { action: 'copy', dentistInfoId: officeId, planId } }),
    onSuccess: (data) => {
      putPlan(data.plan);
      void refresh(true);
    },
  });

  const remove = useMutation({
    mutationFn: (planId: number) =>
      call('planSaveState', { body: { action: 'delete', dentistInfoId: officeId, planId } }),
    onSuccess: (_data, planId) => {
      putPlan(null, planId);
      void refresh(true);
    },
  });

  const changePrice = useMutation({
    mutationFn: (input: { planId: number; pricing: { monthly: number; annually: number } }) =>
      call('changePlanPrice', { params: { id: officeId }, body: input }),
    onSuccess: (data) => {
      putPlan(data.plan);
      void refresh();
    },
  });

  /** Puts plans in this order in the cache; only the plans that moved become new objects (and re-render). */
  const applyOrder = (planIds: readonly number[]) => {
    const position = new Map(planIds.map((id, index) => [id, index]));
    queryClient.setQueryData<CustomMembershipsResponse>(key, (old) =>
      old
        ? {
            ...old,
            custom_memberships: old.custom_memberships.map((p) => {
              const sortOrder = position.get(p.id) ?? p.sortOrder;
              return sortOrder === p.sortOrder ? p : { ...p, sortOrder };
            }),
          }
        : old,
    );
  };
  const cachedOrder = () => [...(queryClient.getQueryData<CustomMembershipsResponse>(key)?.custom_memberships ?? [])];

  /**
   * Moves a plan at once in the cache (the arrows must feel instant), then saves the whole order. The call names
   * every plan of the office, so when another person added or removed a plan meanwhile the server refuses the
   * stale list: the move is then made again on a fresh list and saved once more. The old order comes back on failure.
   */
  const sort = useMutation({
    mutationFn: async ({ planId, direction }: PlanMove) => {
      // The list shows one toast for a run of moves (see usePlanActions), not one per click.
      const send = (planIds: number[]) =>
        call('sortPlans', { params: { id: officeId }, body: { planIds }, successToast: false });
      try {
        return await send([...cachedOrder()].sort(byOrder).map((p) => p.id));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        const fresh = await queryClient.fetchQuery({
          queryKey: key,
          queryFn: ({ signal }) => fetchManage(userId, officeId, signal),
          staleTime: 0,
        });
        const next = orderAfterMove(fresh.custom_memberships, planId, direction);
        if (!next) throw error;
        applyOrder(next);
        return await send(next);
      }
    },
    onMutate: async ({ planId, direction }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CustomMembershipsResponse>(key);
      const next = orderAfterMove(cachedOrder(), planId, direction);
      if (next) applyOrder(next);
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => void refresh(),
  });

  const settingsSaved = (data: { settings: PlanSettings }) => {
    queryClient.setQueryData<CustomMembershipsResponse>(key, (old) =>
      old ? { ...old, settings: data.settings } : old,
    );
    // Usual fees re-price the presets and the plans' recommended prices: the call ends once they are fetched
    // again, so a card never shows the old 'Couldn't find the UCR Value' after its fee was saved.
    return refresh();
  };
  const saveSettings = useMutation({
    mutationFn: (body: PlanSettingsFields) => call('updatePlanSettings', { params: { dentistInfoId: officeId }, body }),
    onSuccess: settingsSaved,
  });
  /**
   * A fee typed on a preset card of the New plan picker: no toast, which would cover the picker's close button; the
   * card itself says it was saved (and shows its price).
   */
  const saveFeeInPicker = useMutation({
    mutationFn: (body: PlanSettingsFields) =>
      call('updatePlanSettings', { params: { dentistInfoId: officeId }, body, successToast: false }),
    onSuccess: settingsSaved,
  });

  return { save, setStatus, copy, remove, changePrice, sort, saveSettings, saveFeeInPicker, userId };
}

export type PlanMutations = ReturnType<typeof usePlanMutations>;

/** What the plan editor needs to save: one office's save, or the organization catalogue's save with a target. */
export type SavesPlan = { save: { mutateAsync: (input: { planId?: number; plan: PlanFields }) => Promise<unknown> } };

/** What the plan settings form needs: one office's save, or the same settings saved at chosen locations. */
export type SavesSettings = {
  saveSettings: { mutateAsync: (body: PlanSettingsFields) => Promise<unknown>; isPending: boolean };
};

/**
 * The settings as the update call takes them, with some fields replaced. Usual fees are sent only when given:
 * the call leaves unlisted codes as they are, so saving one form never touches the other's fees.
 */
export function settingsBody(settings: PlanSettings, changes: Partial<PlanSettingsFields> = {}): PlanSettingsFields {
  const { gppApproved: _readOnly, priceCodes: _fees, ...fields } = settings;
  return { ...fields, priceCodes: [], ...changes };
}
