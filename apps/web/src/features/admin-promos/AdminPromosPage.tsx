import { Box, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PromoCode, PromoStatus } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { formatDate } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { PromoFormModal } from './PromoFormModal';
import { discountWords, STATUS_WORDS, usesWords } from './promo-words';

type Sort = 'newest' | 'code' | 'uses' | 'expires';

const dates = (p: PromoCode) => {
  if (!p.startsAt && !p.expiresAt) return 'Any time';
  if (!p.expiresAt) return `From ${formatDate(p.startsAt)}`;
  if (!p.startsAt) return `Until ${formatDate(p.expiresAt)}`;
  return `${formatDate(p.startsAt)} – ${formatDate(p.expiresAt)}`;
};

/** The platform's sign-up discount codes: find, create, limit, pause and report on them. */
export function AdminPromosPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | PromoStatus>('');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const promos = useQuery({
    queryKey: ['admin', 'promos', debounced, status, sort, page],
    queryFn: ({ signal }) =>
      call('adminPromos', {
        query: { search: debounced || undefined, status: status || undefined, sort, page },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
  const toggle = useMutation({
    mutationFn: (p: PromoCode) => call('setPromoActive', { params: { id: p.id }, body: { active: !p.active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'promos'] }),
  });
  const list = promos.data?.promos ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Promo Codes"
        subtitle="Discount codes practices enter when they sign up: their limits, their uses and who used them."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New code
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          label="Search codes"
          placeholder="Code or description"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as '' | PromoStatus);
            setPage(1);
          }}
          data={[
            { value: '', label: 'Every status' },
            ...Object.entries(STATUS_WORDS).map(([value, s]) => ({ value, label: s.label })),
          ]}
        />
        <NativeSelect
          label="Sort by"
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value as Sort)}
          data={[
            { value: 'newest', label: 'Newest first' },
            { value: 'code', label: 'Code' },
            { value: 'uses', label: 'Most used' },
            { value: 'expires', label: 'Ending soonest' },
          ]}
        />
      </Group>
      <ListStates
        query={promos}
        loading="Loading codes"
        failed="Codes could not be loaded"
        isEmpty={!!promos.data && list.length === 0}
        empty="No code matches."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                <Table.Th visibleFrom="sm">Uses</Table.Th>
                <Table.Th visibleFrom="md">Dates</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.id} data-promo={p.code}>
                  <Table.Td>
                    <Text fw={700} size="sm">
                      <Link to={`/admin/promos/${p.id}`}>{p.code}</Link>
                    </Text>
                    <Text size="xs" c="gray.7">
                      {discountWords(p)}
                      {p.association ? ` · ${p.association.name}` : ''}
                    </Text>
                    {p.description && (
                      <Text size="xs" c="gray.7">
                        {p.description}
                      </Text>
                    )}
                    <Box hiddenFrom="sm" mt={4}>
                      <StatusBadge tone={STATUS_WORDS[p.status].tone} size="sm">
                        {STATUS_WORDS[p.status].label}
                      </StatusBadge>
                      <Text size="xs" c="gray.7" mt={2}>
                        Uses: {usesWords(p)}
                      </Text>
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <StatusBadge tone={STATUS_WORDS[p.status].tone} size="sm">
                      {STATUS_WORDS[p.status].label}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{usesWords(p)}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{dates(p)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="wrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(p)} aria-label={`Edit ${p.code}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        loading={toggle.isPending && toggle.variables?.id === p.id}
                        onClick={() => toggle.mutate(p)}
                        aria-label={`${p.active ? 'Pause' : 'Resume'} ${p.code}`}
                      >
                        {p.active ? 'Pause' : 'Resume'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {promos.data && (
        <ListPager
          page={page}
          pageSize={promos.data.pageSize}
          total={promos.data.total}
          noun={['code', 'codes']}
          onChange={setPage}
        />
      )}
      <PromoFormModal
        opened={creating || editing !== null}
        promo={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </>
  );
}
