import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { ClosingMembers, LocationDetailResponse } from '@mhq/contract';
import { useState } from 'react';
import { confirm } from '../office-settings/confirm';
import { notifyError } from '../office-settings/use-office';
import { useLocationChange } from './locations-api';
import type { LocationsText } from './locations-texts';

/**
 * Closing a location, with its members' destination chosen deliberately (moved to another open location, or their
 * plans ended with the paid period), or reopening a closed one.
 */
export function CloseLocationPanel({
  officeId,
  id,
  t,
  data,
}: {
  officeId: number;
  id: number;
  t: LocationsText;
  data: LocationDetailResponse;
}) {
  const change = useLocationChange(officeId, id);
  const open = data.otherLocations.filter((l) => l.open);
  const [mode, setMode] = useState<'move' | 'end'>(open.length > 0 ? 'move' : 'end');
  const [to, setTo] = useState<number | null>(open[0]?.id ?? null);
  const members = data.location.members;
  if (data.location.status === 'closed') {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t.reopenTitle}
          </Title>
          <Text size="sm">{t.reopenIntro}</Text>
          <Button
            variant="light"
            loading={change.isPending}
            onClick={() => change.mutate({ action: 'reopen' }, { onError: notifyError })}
          >
            {t.reopenButton}
          </Button>
        </Stack>
      </Paper>
    );
  }
  const choice: ClosingMembers | undefined =
    members === 0 ? undefined : mode === 'move' && to ? { mode: 'move', toLocationId: to } : { mode: 'end' };
  const close = async () => {
    if (!(await confirm(t.confirmClose(data.location.name), { danger: true, title: t.closeTitle }))) return;
    change.mutate({ action: 'close', ...(choice ? { members: choice } : {}) }, { onError: notifyError });
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.closeTitle}
        </Title>
        <Text size="sm">{t.closeIntro}</Text>
        <Text size="sm" fw={500}>
          {t.closeMembers(members)}
        </Text>
        {members > 0 && (
          <Radio.Group value={mode} onChange={(v) => setMode(v === 'end' ? 'end' : 'move')} aria-label={t.closeTitle}>
            <Stack gap="xs">
              <Radio value="move" label={t.moveChoice} disabled={open.length === 0} />
              {mode === 'move' && open.length > 0 && (
                <NativeSelect
                  label={t.moveTo}
                  value={String(to ?? '')}
                  onChange={(e) => setTo(Number(e.currentTarget.value))}
                  data={open.map((l) => ({ value: String(l.id), label: l.name }))}
                  maw={360}
                  ml="xl"
                />
              )}
              {open.length === 0 && (
                <Text size="sm" c="gray.7">
                  {t.noOtherOpen}
                </Text>
              )}
              <Radio value="end" label={t.endChoice} />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button color="red.9" variant="outline" loading={change.isPending} onClick={close}>
            {t.closeButton}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
