import { Alert, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
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
 * The plan settings form of one office, saved at every location the user works at (organization-plan-settings) or at
 * the locations chosen (multi-plan-settings): it opens on the settings of the office acted from, and each location
 * keeps its own usual fees and guaranteed-payment switch.
 */
export function LocationSettingsPanel({ userId, officeId, org, mutations, canEdit }: Props) {
  const current = useManagePlans(userId, officeId);
  const open = org.locations.filter((l) => !l.closed);
  const [where, setWhere] = useState<'every' | 'chosen'>('every');
  const [chosen, setChosen] = useState<string[]>(() => open.map((l) => String(l.id)));
  const [error, setError] = useState<string | null>(null);
  const here = org.locations.find((l) => l.id === officeId)?.name ?? '';

  const saver = useMemo(
    () => ({
      saveSettings: {
        isPending: mutations.settingsAt.isPending || mutations.settingsEverywhere.isPending,
        mutateAsync: async (settings: PlanSettingsFields) => {
          // Every location as the server finds them when saving, so one added meanwhile is not left out.
          if (where === 'every') return mutations.settingsEverywhere.mutateAsync(settings);
          if (chosen.length === 0) {
            setError(t.chooseOne);
            throw new Error(t.chooseOne);
          }
          setError(null);
          return mutations.settingsAt.mutateAsync({ locationIds: chosen.map(Number), settings });
        },
      },
    }),
    [where, chosen, mutations.settingsAt, mutations.settingsEverywhere],
  );

  return (
    <Stack gap="md">
      <Text size="sm">{t.settingsLead}</Text>
      <Paper withBorder radius="md" p="md">
        <Radio.Group
          label={t.settingsWhere}
          value={where}
          onChange={(v) => setWhere(v === 'chosen' ? 'chosen' : 'every')}
        >
          <Group mt="xs" gap="lg">
            <Radio value="every" label={t.settingsEvery} disabled={!canEdit} />
            <Radio value="chosen" label={t.settingsChosen} disabled={!canEdit} />
          </Group>
        </Radio.Group>
        {where === 'chosen' && (
          <Checkbox.Group label={t.settingsLocations} value={chosen} onChange={setChosen} error={error} mt="md">
            <Group mt="xs" gap="lg">
              {open.map((l) => (
                <Checkbox key={l.id} value={String(l.id)} label={l.name} disabled={!canEdit} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
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
