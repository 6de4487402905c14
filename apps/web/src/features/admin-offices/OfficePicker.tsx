import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';

/** An office to choose, found by name among every office of the platform. */
export function OfficePicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const offices = useQuery({
    queryKey: ['admin', 'offices', 'pick', debounced],
    queryFn: ({ signal }) => call('adminOffices', { query: { search: debounced || undefined }, signal }),
    placeholderData: (previous) => previous,
  });
  const data = (offices.data?.offices ?? []).slice(0, 50).map((o) => ({
    value: String(o.id),
    label: `${o.officeName} (${o.organizationName})`,
  }));
  return (
    <Select
      label="Office"
      placeholder="Type an office's name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      nothingFoundMessage={offices.isFetching ? 'Searching…' : 'No office by that name'}
      error={error}
      required
    />
  );
}
