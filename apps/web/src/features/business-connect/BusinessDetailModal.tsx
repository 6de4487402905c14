import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { BusinessStatus, MemberStatus } from './BusinessStatus';
import { useOfficeBusiness } from './bc-api';

type Props = { officeId: number; businessId: number | null; onClose: () => void };

/** One employer's employees who enrolled through its link: name, plan, status, household size, enrolled on. */
export function BusinessDetailModal({ officeId, businessId, onClose }: Props) {
  const detail = useOfficeBusiness(officeId, businessId);
  const d = detail.data;
  return (
    <Modal
      opened={businessId !== null}
      onClose={onClose}
      title={d ? `Employees of ${d.business.name}` : 'Employees'}
      size="xl"
    >
      {detail.isPending ? (
        <Loader role="status" aria-label="Loading employees" />
      ) : detail.isError || !d ? (
        <Alert color="red">{userMessageOf(detail.error)}</Alert>
      ) : (
        <>
          <Text size="sm" mb="sm">
            <BusinessStatus status={d.business.status} /> {d.business.employees}{' '}
            {d.business.employees === 1 ? 'employee' : 'employees'} enrolled · {d.business.activeMembers} active members
            · {formatMoney(d.business.revenueCents, { decimals: 2 })} to date
          </Text>
          {d.employees.length === 0 ? (
            <Alert color="gray">No employee has enrolled through this business’s link yet.</Alert>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Employee</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Members</Table.Th>
                    <Table.Th>Enrolled on</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.employees.map((e) => (
                    <Table.Tr key={e.memberId}>
                      <Table.Td>{e.name}</Table.Td>
                      <Table.Td>{e.plan ?? '—'}</Table.Td>
                      <Table.Td>
                        <MemberStatus status={e.status} />
                      </Table.Td>
                      <Table.Td>{e.members}</Table.Td>
                      <Table.Td>{formatDate(`${e.enrolledOn}T12:00:00Z`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Modal>
  );
}
