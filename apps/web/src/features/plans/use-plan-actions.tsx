import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@mhq/contract';
import type { PlanViewStatus } from '@mhq/domain';
import { useMemo, useRef, useState } from 'react';
import { userMessageOf } from '../../app/api';
import { orderAfterMove } from './plan-order';
import { plansText as t } from './plans-texts';
import type { PlanMutations } from './use-plans';

/** Shows a failed call plainly; a cancelled one shows nothing. */
export function notifyError(error: unknown): void {
  const message = userMessageOf(error);
  if (message) notifications.show({ color: 'red', title: 'Error', message });
}

export const memberTotal = (plan: Pick<Plan, 'memberCount'>) => plan.memberCount.monthly + plan.memberCount.annually;

/** A plan that has (or had) members keeps its price and cannot be deleted. */
export const hasMembers = (plan: Plan) => plan.hasActiveMembers || memberTotal(plan) > 0;

/** What the status control of a plan does next (spec 01 section 4 'Plan viewStatus'). */
export type StatusAction = { target: PlanViewStatus; label: string };

/** The main status step of a plan: publish a draft, archive a published plan, restore an archived one. */
export function primaryStatusAction(status: PlanViewStatus): StatusAction {
  if (status === 'draft') return { target: 'active', label: t.publish };
  if (status === 'active') return { target: 'archived', label: t.archive };
  return { target: 'draft', label: t.restore };
}

/** The other status step, offered in the plan's menu: a draft may be archived, a published plan unpublished. */
export function secondaryStatusAction(status: PlanViewStatus): StatusAction | null {
  if (status === 'draft') return { target: 'archived', label: t.archive };
  if (status === 'active') return { target: 'draft', label: t.unpublish };
  return null;
}

export type Busy = { planId: number; what: 'status' | 'copy' | 'delete' | 'move' } | null;

/**
 * The list's actions on one plan, with confirmations where something is taken away from patients. The handlers
 * are made once (they read the latest plans and mutations from a ref), so memoised rows keep their props.
 */
export function usePlanActions(mutations: PlanMutations, plans: readonly Plan[]) {
  const [busy, setBusy] = useState<Busy>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ mutations, plans });
  latest.current = { mutations, plans };

  const handlers = useMemo(() => {
    const run = async (next: Busy, action: () => Promise<unknown>) => {
      setBusy(next);
      try {
        await action();
      } catch (error) {
        notifyError(error);
      } finally {
        setBusy(null);
      }
    };

    const changeStatus = (plan: Plan, target: PlanViewStatus) => {
      const go = () =>
        run({ planId: plan.id, what: 'status' }, () =>
          latest.current.mutations.setStatus.mutateAsync({ planId: plan.id, target }),
        );
      if (target !== 'archived') return void go();
      modals.openConfirmModal({
        title: t.confirmArchiveTitle,
        centered: true,
        children: <Text size="sm">{t.confirmArchive(plan.planName, memberTotal(plan))}</Text>,
        labels: { confirm: t.confirmArchiveButton, cancel: t.cancel },
        onConfirm: () => void go(),
      });
    };

    const copy = (plan: Plan) =>
      void run({ planId: plan.id, what: 'copy' }, () => latest.current.mutations.copy.mutateAsync(plan.id));

    const remove = (plan: Plan) => {
      modals.openConfirmModal({
        title: t.confirmDeleteTitle,
        centered: true,
        children: <Text size="sm">{t.confirmDelete(plan.planName)}</Text>,
        labels: { confirm: t.confirmDeleteButton, cancel: t.cancel },
        confirmProps: { color: 'red.9' },
        onConfirm: () =>
          void run({ planId: plan.id, what: 'delete' }, () => latest.current.mutations.remove.mutateAsync(plan.id)),
      });
    };

    /** Moves a plan one place up or down; the whole order is saved, as patients see it. */
    const move = (plan: Plan, direction: -1 | 1) => {
      const next = orderAfterMove(latest.current.plans, plan.id, direction);
      if (!next) return;
      setAnnouncement(t.moved(plan.planName, next.indexOf(plan.id) + 1, next.length));
      latest.current.mutations.sort.mutate(
        { planId: plan.id, direction },
        {
          onSuccess: (data) => {
            // One toast for a run of moves rather than one per click.
            notifications.show({
              id: 'plan-order',
              color: 'green',
              title: 'Success',
              message: data._message || t.orderSaved,
            });
          },
          onError: notifyError,
        },
      );
    };

    return { changeStatus, copy, remove, move };
  }, []);

  return { busy, announcement, handlers };
}

export type PlanHandlers = ReturnType<typeof usePlanActions>['handlers'];
