import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminAssociation } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { AssociationDetailModal } from './AssociationDetailModal';
import { AssociationFormModal } from './AssociationFormModal';

/** /admin/associations: the associations that bring practices, their sign-up addresses, codes, offices and users. */
export function AdminAssociationsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminAssociation | null>(null);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const associations = useQuery({
    queryKey: ['admin', 'associations', debounced, page],
    queryFn: ({ signal }) => call('adminAssociations', { query: { search: debounced || undefined, page }, signal }),
    placeholderData: (previous) => previous,
  });
  const list = associations.data?.associations ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Associations"
        subtitle="Associations that bring practices: where their practices sign up, their promo codes, offices and users."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New association
          </Button>
        }
      />
      <Group mb="md" align="flex-end">
        <SearchField
          label="Search associations"
          placeholder="Name or sign-up address"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Group>
      <ListStates
        query={associations}
        loading="Loading associations"
        failed="Associations could not be loaded"
        isEmpty={!!associations.data && list.length === 0}
        empty="No association matches."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Association</Table.Th>
                <Table.Th visibleFrom="sm">Promo codes</Table.Th>
                <Table.Th>Offices and users</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((a) => (
                <Table.Tr key={a.id} data-association={a.urlSlug}>
                  <Table.Td>
                    <Text size="sm" fw={700}>
                      {a.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      Signs up at{' '}
                      <Anchor href={a.signupPath} size="xs">
                        {a.signupPath}
                      </Anchor>
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {a.promoCodes.length === 0 ? (
                      <Text size="sm" c="gray.7">
                        None
                      </Text>
                    ) : (
                      a.promoCodes.map((c) => (
                        <Text size="sm" key={c.id}>
                          <Link to={`/admin/promos/${c.id}`}>{c.code}</Link>
                        </Text>
                      ))
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {a.offices} {a.offices === 1 ? 'office' : 'offices'} · {a.users}{' '}
                      {a.users === 1 ? 'user' : 'users'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="wrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setOpen(a.id)}
                        aria-label={`Offices and users of ${a.name}`}
                      >
                        Details
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => setEditing(a)} aria-label={`Edit ${a.name}`}>
                        Edit
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {associations.data && associations.data.total > 0 && (
        <ListPager
          page={page}
          pageSize={associations.data.pageSize}
          total={associations.data.total}
          noun={['association', 'associations']}
          onChange={setPage}
        />
      )}
      <Text size="sm" c="gray.7" mt="md">
        Promo codes are given to an association on <Link to="/admin/promos">Promo Codes</Link>.
      </Text>
      <AssociationFormModal
        opened={creating || editing !== null}
        association={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <AssociationDetailModal associationId={open} onClose={() => setOpen(null)} />
    </>
  );
}
