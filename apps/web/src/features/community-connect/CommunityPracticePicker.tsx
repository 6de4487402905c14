import { Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CommunityOfficeSearchResponse } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { call, userMessageOf } from '../../app/api';

type Office = CommunityOfficeSearchResponse['offices'][number];

/** Finds the practice an organizer asks, by name, city or ZIP (at least 2 letters), and picks one. */
export function CommunityPracticePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [offices, setOffices] = useState<Office[] | null>(null);
  const [chosen, setChosen] = useState<Office | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (debounced.length < 2) {
      setOffices(null);
      return;
    }
    const controller = new AbortController();
    setFailed(null);
    setLoading(true);
    call('communityOfficeSearch', { query: { search: debounced }, signal: controller.signal, successToast: false })
      .then((res) => setOffices(res.offices))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setFailed(userMessageOf(e));
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [debounced]);
  const shown = [...(chosen ? [chosen] : []), ...(offices ?? []).filter((o) => o.slug !== chosen?.slug)];
  return (
    <Stack gap="xs">
      <TextInput
        label="Find the practice"
        description="Search by practice name, city or ZIP code"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {loading && <Loader size="sm" aria-label="Loading practices" />}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      )}
      {offices !== null && shown.length === 0 && (
        <Text size="sm" c="gray.7">
          No practice matches “{debounced}”.
        </Text>
      )}
      <Radio.Group
        name="officeSlug"
        label="Practice your group's members will enroll with"
        value={value}
        onChange={(slug) => {
          setChosen(shown.find((o) => o.slug === slug) ?? null);
          onChange(slug);
        }}
        error={error}
        required
      >
        <Stack gap="xs" mt={6}>
          {shown.map((o) => (
            <Radio.Card key={o.slug} value={o.slug} p="sm" radius="md" withBorder aria-label={o.name}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {o.name}
                  </Text>
                  {o.city && (
                    <Text size="xs" c="gray.7">
                      {o.city}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
