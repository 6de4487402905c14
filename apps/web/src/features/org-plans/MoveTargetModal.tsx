import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ChangeTargetResponse, ManagePlansResponse, OrgPlan } from '@mhq/contract';
import { useState } from 'react';
import { notifyError } from '../plans/use-plan-actions';
import type { OrgPlanMutations, TargetValue } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';
import { TargetPicker } from './TargetPicker';

type Props = { plan: OrgPlan | null; org: ManagePlansResponse; onClose: () => void; mutations: OrgPlanMutations };

/** Move a plan between every location, a group and one location, with a preview of who keeps it where it stops. */
export function MoveTargetModal({ plan, org, onClose, mutations }: Props) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan ? t.moveTitle(plan.planName) : ''} size="lg">
      {plan && <MoveForm key={plan.id} plan={plan} org={org} onClose={onClose} mutations={mutations} />}
    </Modal>
  );
}

function MoveForm({ plan, org, onClose, mutations }: Props & { plan: OrgPlan }) {
  const [target, setTarget] = useState<TargetValue>({ targetType: plan.targetType, target: plan.target });
  const [preview, setPreview] = useState<ChangeTargetResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (id: number) => org.locations.find((l) => l.id === id)?.name ?? '';
  const unchanged = target.targetType === plan.targetType && target.target === plan.target;

  const send = async (asPreview: boolean) => {
    setError(null);
    try {
      const res = await mutations.changeTarget.mutateAsync({ planId: plan.id, ...target, preview: asPreview });
      if (asPreview) setPreview(res);
      else onClose();
    } catch (e) {
      notifyError(e);
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t.moveLead}</Text>
      <TargetPicker
        value={target}
        onChange={(next) => {
          setTarget(next);
          setPreview(null);
        }}
        org={org}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {preview && (
        <Alert variant="light" data-testid="move-preview">
          {preview.stopsAt.length === 0 ? (
            <Text size="sm">{t.nothingStops}</Text>
          ) : (
            <List size="sm">
              {preview.stopsAt.map((s) => (
                <List.Item key={s.locationId}>{t.keepsAt(s.location, s.members)}</List.Item>
              ))}
            </List>
          )}
          {preview.startsAt.length > 0 && (
            <Text size="sm" mt="xs">
              {t.startsAt(preview.startsAt.map(nameOf).join(', '))}
            </Text>
          )}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
        {preview ? (
          <Button onClick={() => void send(false)} loading={mutations.changeTarget.isPending}>
            {t.confirmMove}
          </Button>
        ) : (
          <Button
            onClick={() => void send(true)}
            loading={mutations.changeTarget.isPending}
            disabled={unchanged || (target.target === null && target.targetType !== 'master')}
          >
            {t.previewMove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
