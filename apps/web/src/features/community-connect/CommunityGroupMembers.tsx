import { Alert, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { formatUsDay } from '@mhq/domain';
import { userMessageOf } from '../../app/api';
import { useCommunityGroup } from './community-api';

/** The members who enrolled with a group's code: name, plan, status, the day they enrolled (the read is audited). */
export function CommunityGroupMembers({
  officeId,
  groupId,
  onClose,
}: {
  officeId: number;
  groupId: number;
  onClose: () => void;
}) {
  const detail = useCommunityGroup(officeId, groupId);
  const d = detail.data;
  return (
    <Modal opened onClose={onClose} size="xl" title={d ? `Members of ${d.group.name}` : 'Members'}>
      {detail.isPending ? (
        <Loader role="status" aria-label="Loading members" />
      ) : detail.isError || !d ? (
        <Alert color="gray">{userMessageOf(detail.error)}</Alert>
      ) : d.members.length === 0 ? (
        <Text c="gray.7">No one has enrolled with this group's code yet.</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" mb="sm">
            {d.group.households} {d.group.households === 1 ? 'household' : 'households'}, {d.group.activeMembers} active{' '}
            {d.group.activeMembers === 1 ? 'member' : 'members'}
          </Text>
          <ScrollArea>
            <Table striped miw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Enrolled on</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.members.map((m) => (
                  <Table.Tr key={`${m.memberId}-${m.planName}`}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.planName}</Table.Td>
                    <Table.Td>{m.status.replace(/_/g, ' ')}</Table.Td>
                    <Table.Td>{formatUsDay(m.enrolledOn)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Modal>
  );
}
