import { Group, Image, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BusinessConnectOffice } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { call, userMessageOf } from '../../app/api';

type Props = {
  value: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
  /** The practice chosen now, shown first whatever the search finds. */
  current?: BusinessConnectOffice | null;
  /** Called once the search answers whether the brand offers BusinessConnect at all. */
  onOffered?: (offered: boolean) => void;
};

/** Finds a practice that offers BusinessConnect by name, city or ZIP, and picks one. */
export function PracticePicker({ value, onChange, error, current, onOffered }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [offices, setOffices] = useState<BusinessConnectOffice[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(null);
    call('businessConnectOffices', { query: { search: debounced || undefined }, signal: controller.signal })
      .then((res) => {
        setOffices(res.offices);
        onOffered?.(res.offered);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setFailed(userMessageOf(e));
      });
    return () => controller.abort();
  }, [debounced, onOffered]);
  const shown = [...(current ? [current] : []), ...(offices ?? []).filter((o) => o.slug !== current?.slug)];
  return (
    <Stack gap="xs">
      <TextInput
        label="Find your practice"
        description="Search by practice name, city or ZIP code"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {offices === null && !failed && <Loader size="sm" aria-label="Loading practices" />}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      )}
      {offices !== null && shown.length === 0 && (
        <Text size="sm" c="gray.7">
          No practice offering BusinessConnect matches “{debounced}”.
        </Text>
      )}
      <Radio.Group
        name="officeSlug"
        label="Practice your employees will enrol with"
        value={value}
        onChange={onChange}
        error={error}
        required
      >
        <Stack gap="xs" mt={6}>
          {shown.map((o) => (
            <Radio.Card key={o.slug} value={o.slug} p="sm" radius="md" withBorder aria-label={o.name}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                {o.logo && <Image src={o.logo} alt="" h={28} w={28} fit="contain" />}
                <div>
                  <Text size="sm" fw={600}>
                    {o.name}
                  </Text>
                  {o.city && (
                    <Text size="xs" c="gray.7">
                      {o.city}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
