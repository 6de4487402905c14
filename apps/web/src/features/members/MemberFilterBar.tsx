import { Chip, Group, Select, Stack, Text } from '@mantine/core';
import type { MemberFiltersResponse } from '@mhq/contract';
import { LEGACY_MEMBER_FILTERS, MEMBER_FILTERS, offeredMemberFilters } from '@mhq/domain';
import type { ListQuery } from './members-api';
import { membersText as t } from './members-texts';

type Props = {
  query: ListQuery & { searchFilter: string; reading: 'current' | 'legacy'; sort: string };
  counts: MemberFiltersResponse | undefined;
  legacyCounts: MemberFiltersResponse | undefined;
  onChange: (next: Partial<ListQuery>) => void;
};

const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${count})`);

/**
 * The filters (spec 02 section 9): the default quick filters as chips, then every other filter of the current
 * reading, and the classic (legacy) reading, each with how many members it holds; and the sort.
 */
export function MemberFilterBar({ query, counts, legacyCounts, onChange }: Props) {
  const countOf = (list: MemberFiltersResponse | undefined, value: string) =>
    list?.filters.find((f) => f.value === value)?.count;
  const quick = counts?.filters.filter((f) => f.quick) ?? MEMBER_FILTERS.slice(0, 8);
  // Only the filters of built areas: 'PMS Not Connected' would hold every member until a PMS can be linked.
  const more = offeredMemberFilters().filter((f) => !quick.some((q) => q.value === f.value));
  const current = query.reading === 'current' ? query.searchFilter : null;
  return (
    <Stack gap="sm" mb="md">
      <Chip.Group
        multiple={false}
        value={current && quick.some((f) => f.value === current) ? current : ''}
        onChange={(value) => onChange({ searchFilter: value, reading: 'current' })}
      >
        <Group gap="xs" role="group" aria-label={t.quickFilters}>
          {quick.map((f) => (
            <Chip key={f.value} value={f.value} variant="outline" radius="xl" size="sm">
              {label(f.label, countOf(counts, f.value))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t.moreFilters}
          placeholder={t.moreFilters}
          w={{ base: '100%', sm: 240 }}
          clearable
          value={current && more.some((f) => f.value === current) ? current : null}
          data={more.map((f) => ({ value: f.value, label: label(f.label, countOf(counts, f.value)) }))}
          onChange={(value) => onChange({ searchFilter: value ?? 'all', reading: 'current' })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t.classicFilters}
          placeholder={t.classicFilters}
          w={{ base: '100%', sm: 240 }}
          clearable
          value={query.reading === 'legacy' ? query.searchFilter : null}
          data={LEGACY_MEMBER_FILTERS.map((f) => ({
            value: f.value,
            label: label(`${f.label}${'hint' in f ? ` — ${f.hint}` : ''}`, countOf(legacyCounts, f.value)),
          }))}
          onChange={(value) =>
            onChange(value ? { searchFilter: value, reading: 'legacy' } : { searchFilter: 'all', reading: 'current' })
          }
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t.sort}
          w={{ base: '100%', sm: 200 }}
          allowDeselect={false}
          value={query.sort}
          data={Object.entries(t.sorts).map(([value, name]) => ({ value, label: name }))}
          onChange={(value) => value && onChange({ sort: value as ListQuery['sort'] })}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {query.searchQuery && (
        <Text size="sm" c="gray.7" role="status">
          {t.searching(query.searchQuery)}
        </Text>
      )}
    </Stack>
  );
}
