import { Anchor, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SMALL_BUSINESS_STATUSES, type SmallBusinessStatus } from '@mhq/contract';
import { formatMoney, SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { BusinessStatus } from '../business-connect/BusinessStatus';
import { AdminBusinessModal } from './AdminBusinessModal';

const STATUS_LABELS: Record<SmallBusinessStatus, string> = {
  invited: 'Invited by a practice',
  pending: 'Signing up',
  active: 'Active',
};

/** /admin/business-connect ('Small Businesses'): every employer, its practice, status, employees, members and revenue. */
export function AdminBusinessesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | SmallBusinessStatus>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const businesses = useQuery({
    queryKey: ['admin', 'business-connect', debounced, status, page],
    queryFn: ({ signal }) =>
      call('adminBusinesses', { query: { search: debounced || undefined, status, page }, signal, successToast: false }),
    placeholderData: (previous) => previous,
  });
  const list = businesses.data?.businesses ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Small Businesses"
        subtitle="Employers that offer a practice's plans to their staff (BusinessConnect): their practice, status and what they brought."
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          label="Search businesses"
          placeholder="Business, email or practice"
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
            setStatus(e.currentTarget.value as '' | SmallBusinessStatus);
            setPage(1);
          }}
          data={[
            { value: '', label: 'Every status' },
            ...SMALL_BUSINESS_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
      </Group>
      <ListStates
        query={businesses}
        loading="Loading businesses"
        failed="Businesses could not be loaded"
        isEmpty={!!businesses.data && list.length === 0}
        empty="No business matches."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Business</Table.Th>
                <Table.Th>Practice</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Employees</Table.Th>
                <Table.Th>Active members</Table.Th>
                <Table.Th>Revenue</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((b) => (
                <Table.Tr key={b.id} data-business={b.name}>
                  <Table.Td>
                    <Text size="sm" fw={700}>
                      {b.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {b.email ?? 'No email'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {b.office ? (
                      <Anchor href={`/admin/dentist-users/${b.office.id}`} size="sm">
                        {b.office.name}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="gray.7">
                        Not chosen yet
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <BusinessStatus status={b.status} />
                  </Table.Td>
                  <Table.Td>{b.employees}</Table.Td>
                  <Table.Td>{b.activeMembers}</Table.Td>
                  <Table.Td>{formatMoney(b.revenueCents, { decimals: 2 })}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setOpen(b.id)}
                      aria-label={`Details of ${b.name}`}
                    >
                      Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {businesses.data && businesses.data.total > 0 && (
        <ListPager
          page={page}
          pageSize={businesses.data.pageSize}
          total={businesses.data.total}
          noun={['business', 'businesses']}
          onChange={setPage}
        />
      )}
      <AdminBusinessModal businessId={open} onClose={() => setOpen(null)} />
    </>
  );
}
