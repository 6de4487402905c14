import { Group, Image, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { userMessageOf } from '../app/api';

/** A practice as a public search shows it: what its public pages show, nothing more. */
export type PickablePractice = { slug: string; name: string; city: string | null; logo?: string | null };

type Props = {
  value: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
  /** The public search of this channel (employers see practices offering BusinessConnect, organizers any open one). */
  find: (search: string, signal: AbortSignal) => Promise<PickablePractice[]>;
  /** The radio group's label: who will enrol with the practice chosen. */
  label: string;
  /** The search field's label. */
  searchLabel?: string;
  /** What the list says when nothing matches the search. */
  noneFound: (search: string) => string;
  /** Letters typed before the first search; 0 lists practices at once. */
  minLength?: number;
  /** The practice chosen before, shown first whatever the search finds. */
  current?: PickablePractice | null;
};

/** Finds a practice by name, city or ZIP code through a channel's public search, and picks one. */
export function PracticePicker(props: Props) {
  const { value, onChange, error, find, label, noneFound, minLength = 0, current } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [offices, setOffices] = useState<PickablePractice[] | null>(null);
  const [chosen, setChosen] = useState<PickablePractice | null>(current ?? null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (debounced.length < minLength) {
      setOffices(null);
      return;
    }
    const controller = new AbortController();
    setFailed(null);
    setLoading(true);
    find(debounced, controller.signal)
      .then(setOffices)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setFailed(userMessageOf(e));
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [debounced, minLength, find]);
  const shown = [...(chosen ? [chosen] : []), ...(offices ?? []).filter((o) => o.slug !== chosen?.slug)];
  return (
    <Stack gap="xs">
      <TextInput
        label={props.searchLabel ?? 'Find the practice'}
        description="Search by practice name, city or ZIP code"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {loading && <Loader role="status" size="sm" aria-label="Loading practices" />}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      )}
      {offices !== null && shown.length === 0 && (
        <Text size="sm" c="gray.7">
          {noneFound(debounced)}
        </Text>
      )}
      <Radio.Group
        name="officeSlug"
        label={label}
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
                {o.logo && <Image src={o.logo} alt="" h={28} w={28} fit="contain" />}
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
