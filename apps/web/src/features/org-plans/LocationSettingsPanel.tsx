import { Alert, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ManagePlansResponse, PlanSettingsFields } from '@mhq/contract';
import { useMemo, useState } from 'react';
import { PlanSettingsPanel } from '../plans/PlanSettingsPanel';
import { useManagePlans } from '../plans/use-plans';
import type { OrgPlanMutations } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';

type Props = {
  userId: number;
  officeId: number;
  org: ManagePlansResponse;
  mutations: OrgPlanMutations;
  canEdit: boolean;
};

/**
 * The plan settings form of one office, saved at the locations chosen (multi-plan-settings): it opens on the settings
 * of the office acted from, and each location keeps its own usual fees and guaranteed-payment switch.
 */
export function LocationSettingsPanel({ userId, officeId, org, mutations, canEdit }: Props) {
  const current = useManagePlans(userId, officeId);
  const open = org.locations.filter((l) => !l.closed);
  const [chosen, setChosen] = useState<string[]>(() => open.map((l) => String(l.id)));
  const [error, setError] = useState<string | null>(null);
  const here = org.locations.find((l) => l.id === officeId)?.name ?? '';

  const saver = useMemo(
    () => ({
      saveSettings: {
        isPending: mutations.settingsAt.isPending,
        mutateAsync: async (settings: PlanSettingsFields) => {
          if (chosen.length === 0) {
            setError(t.chooseOne);
            throw new Error(t.chooseOne);
          }
          setError(null);
          return mutations.settingsAt.mutateAsync({ locationIds: chosen.map(Number), settings });
        },
      },
    }),
    [chosen, mutations.settingsAt],
  );

  return (
    <Stack gap="md">
      <Text size="sm">{t.settingsLead}</Text>
      <Paper withBorder radius="md" p="md">
        <Checkbox.Group label={t.settingsLocations} value={chosen} onChange={setChosen} error={error}>
          <Group mt="xs" gap="lg">
            {open.map((l) => (
              <Checkbox key={l.id} value={String(l.id)} label={l.name} disabled={!canEdit} />
            ))}
          </Group>
        </Checkbox.Group>
        {here && (
          <Text size="xs" c="gray.7" mt="xs">
            {t.settingsFrom(here)}
          </Text>
        )}
      </Paper>
      {current.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : current.isError ? (
        <Alert color="red">{t.loadFailed}</Alert>
      ) : (
        <PlanSettingsPanel settings={current.data.settings} mutations={saver} canEdit={canEdit} />
      )}
    </Stack>
  );
}
