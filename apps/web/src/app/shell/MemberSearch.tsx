import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { membersPath, SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { tenant } from '../tenant';

/** Top-bar member search: debounced 500 ms, goes to the members page; an empty term clears the search. */
export function MemberSearch({ id = 'member-search' }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('searchQuery') ?? '';
  const [value, setValue] = useState(asked);
  // The page may clear or change the search itself ('Clear search'): the box follows the address.
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    setSeen(asked);
    setValue(asked);
  }
  const search = useDebouncedCallback((term: string) => {
    const q = term.trim();
    navigate(q ? `${membersPath(tenant)}?searchQuery=${encodeURIComponent(q)}` : membersPath(tenant));
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      id={id}
      type="search"
      aria-label={t('top.search')}
      placeholder={t('top.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        search(e.currentTarget.value);
      }}
      w={{ base: '100%', md: 300 }}
      radius="xl"
    />
  );
}
