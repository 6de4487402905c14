import { Alert, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { BusinessStatus, MemberStatus } from '../business-connect/BusinessStatus';

/** One employer for the platform's admins: its details, its users and the employees who enrolled through it. */
export function AdminBusinessModal({ businessId, onClose }: { businessId: number | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['admin', 'business-connect', 'detail', businessId],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      call('adminBusiness', { params: { businessId: businessId ?? 0 }, signal, successToast: false }),
  });
  const d = detail.data;
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <Modal opened={businessId !== null} onClose={onClose} title={d?.business.name ?? 'Business'} size="xl">
      {detail.isPending ? (
        <Loader role="status" aria-label="Loading the business" />
      ) : detail.isError || !d ? (
        <Alert color="red">{userMessageOf(detail.error)}</Alert>
      ) : (
        <Stack gap="md">
          <BusinessStatus status={d.business.status} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {fact('Practice', d.business.office?.name ?? 'Not chosen yet')}
            {fact('Email', d.business.email ?? '—')}
            {fact('Phone', d.business.phone ?? '—')}
            {fact('Address', d.address ?? '—')}
            {fact('Staff (as it said)', d.employeeCount === null ? '—' : String(d.employeeCount))}
            {fact('Terms accepted', d.termsAcceptedAt ? formatDate(d.termsAcceptedAt) : 'Not yet')}
            {fact('Employees enrolled', String(d.business.employees))}
            {fact('Active members', String(d.business.activeMembers))}
            {fact('Revenue to date', formatMoney(d.business.revenueCents, { decimals: 2 }))}
          </SimpleGrid>
          <Title order={3} size="h5">
            Its users
          </Title>
          {d.people.length === 0 ? (
            <Text size="sm" c="gray.7">
              No one has set up the business account yet.
            </Text>
          ) : (
            d.people.map((p) => (
              <Text size="sm" key={p.id}>
                {p.name} · {p.email}
                {p.active ? '' : ' (deactivated)'}
              </Text>
            ))
          )}
          <Title order={3} size="h5">
            Employees enrolled
          </Title>
          {d.employees.length === 0 ? (
            <Text size="sm" c="gray.7">
              No employee has enrolled through it yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Employee</Table.Th>
                    <Table.Th>Practice</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Enrolled on</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.employees.map((e) => (
                    <Table.Tr key={e.memberId}>
                      <Table.Td>{e.name}</Table.Td>
                      <Table.Td>{e.office}</Table.Td>
                      <Table.Td>{e.plan ?? '—'}</Table.Td>
                      <Table.Td>
                        <MemberStatus status={e.status} />
                      </Table.Td>
                      <Table.Td>{formatDate(`${e.enrolledOn}T12:00:00Z`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
