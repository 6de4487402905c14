import { Radio, Select, Stack, Text } from '@mantine/core';
import type { ManagePlansResponse } from '@mhq/contract';
import type { TargetValue } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';

type Props = {
  value: TargetValue;
  onChange: (next: TargetValue) => void;
  org: Pick<ManagePlansResponse, 'locations' | 'groups'>;
  error?: string;
};

/** Where a plan is offered: every location (master), a group of locations, or one location. */
export function TargetPicker({ value, onChange, org, error }: Props) {
  const open = org.locations.filter((l) => !l.closed);
  const pick = (type: string) => {
    if (type === 'master') onChange({ targetType: 'master', target: null });
    if (type === 'group') onChange({ targetType: 'group', target: org.groups[0]?.id ?? null });
    if (type === 'location') onChange({ targetType: 'location', target: open[0]?.id ?? null });
  };
  return (
    <Stack gap="xs">
      <Radio.Group label={t.targetLabel} value={value.targetType} onChange={pick}>
        <Stack gap={6} mt={6}>
          <Radio value="master" label={t.targetMaster} />
          <Radio value="group" label={t.targetGroup} disabled={org.groups.length === 0} />
          <Radio value="location" label={t.targetLocation} />
        </Stack>
      </Radio.Group>
      {value.targetType === 'group' && org.groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noGroups}
        </Text>
      )}
      {value.targetType === 'group' && org.groups.length > 0 && (
        <Select
          label={t.chooseGroup}
          data={org.groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={value.target === null ? null : String(value.target)}
          onChange={(v) => onChange({ targetType: 'group', target: v ? Number(v) : null })}
          allowDeselect={false}
          error={error}
        />
      )}
      {value.targetType === 'location' && (
        <Select
          label={t.chooseLocation}
          data={open.map((l) => ({ value: String(l.id), label: l.name }))}
          value={value.target === null ? null : String(value.target)}
          onChange={(v) => onChange({ targetType: 'location', target: v ? Number(v) : null })}
          allowDeselect={false}
          error={error}
        />
      )}
    </Stack>
  );
}
