import { Alert, Switch, Text } from '@mantine/core';
import type { ManagePlansResponse, OrgPlan, PlanFields, PlanSettings, PresetOffer } from '@mhq/contract';
import { useMemo, useState } from 'react';
import { PlanEditor } from '../plans/PlanEditor';
import { type OrgPlanMutations, type TargetValue, useOrgPlanDetails } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';
import { whereOffered } from './plan-fields';
import { TargetPicker } from './TargetPicker';

export type OrgEditorTarget =
  | { kind: 'new'; preset: PresetOffer | null; target: TargetValue }
  | { kind: 'edit'; planId: number };

type Props = {
  editing: OrgEditorTarget | null;
  officeId: number;
  org: ManagePlansResponse;
  settings: PlanSettings;
  mutations: OrgPlanMutations;
  canEdit: boolean;
  onClose: () => void;
  onChangePrice: (plan: OrgPlan) => void;
};

/**
 * The plans page's editor, for the organization: a new plan says where it is offered and whether it is published at
 * once; a saved plan keeps its target here (moving it is its own step, with a preview) and its status.
 */
export function OrgPlanEditor({ editing, officeId, org, settings, mutations, canEdit, onClose, onChangePrice }: Props) {
  const planId = editing?.kind === 'edit' ? editing.planId : null;
  const details = useOrgPlanDetails(officeId, planId);
  const [target, setTarget] = useState<TargetValue>({ targetType: 'master', target: null });
  const [publish, setPublish] = useState(false);
  const [opened, setOpened] = useState<OrgEditorTarget | null>(null);
  // A new draft starts from the target it was opened with (the page's `id=-2` with a group or a location).
  if (editing !== opened) {
    setOpened(editing);
    if (editing?.kind === 'new') {
      setTarget(editing.target);
      setPublish(false);
    }
  }

  const saved = details.data;
  const saver = useMemo(
    () => ({
      save: {
        mutateAsync: (input: { planId?: number; plan: PlanFields }) =>
          saved && input.planId !== undefined
            ? mutations.save.mutateAsync({
                ...input,
                targetType: saved.catalogue.targetType,
                target: saved.catalogue.target,
                viewStatus: saved.plan.viewStatus === 'active' ? 'active' : 'draft',
              })
            : mutations.save.mutateAsync({ ...input, ...target, viewStatus: publish ? 'active' : 'draft' }),
      },
    }),
    [saved, target, publish, mutations.save],
  );

  const editorTarget =
    editing?.kind === 'new'
      ? { kind: 'new' as const, preset: editing.preset }
      : saved && editing
        ? { kind: 'edit' as const, plan: saved.plan }
        : null;

  const lead =
    editing?.kind === 'new' ? (
      <>
        <TargetPicker value={target} onChange={setTarget} org={org} />
        <Switch
          label={t.publishNow}
          description={t.publishNowHelp}
          checked={publish}
          onChange={(e) => setPublish(e.currentTarget.checked)}
        />
      </>
    ) : saved ? (
      <Alert variant="light" p="sm">
        <Text size="sm">
          {t.targetLabel}: <strong>{whereOffered(saved.catalogue, org)}</strong>
        </Text>
      </Alert>
    ) : null;

  return (
    <PlanEditor
      target={editorTarget}
      onClose={onClose}
      settings={settings}
      mutations={saver}
      canEdit={canEdit && (saved?.plan.viewStatus ?? 'draft') !== 'archived'}
      onChangePrice={() => saved && onChangePrice(saved.catalogue)}
      lead={lead}
    />
  );
}
