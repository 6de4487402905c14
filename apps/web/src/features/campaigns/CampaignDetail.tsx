import { Alert, Badge, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { RECIPIENT_STATUS_LABELS } from '@mhq/domain';
import { userMessageOf } from '../../app/api';
import { channelLabel, languageLabel, whenOf } from './campaign-words';
import { useCampaign } from './campaigns-api';

type Props = { officeId: number; campaignId: number; onClose: () => void };

const STATUS_COLOR: Record<string, string> = {
  pending: 'gray',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  opted_out: 'orange',
  no_consent: 'orange',
};

/** A campaign's message and each recipient: where their message stands, whether they opened it and enrolled. */
export function CampaignDetail({ officeId, campaignId, onClose }: Props) {
  const query = useCampaign(officeId, campaignId);
  const c = query.data?.campaign;
  return (
    <Modal opened onClose={onClose} title={c ? c.name : 'Campaign'} size="xl">
      {query.isPending && <Skeleton height={200} />}
      {query.isError && <Alert color="red">{userMessageOf(query.error)}</Alert>}
      {query.data && c && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {channelLabel(c.channel)} · {languageLabel(c.language)} · {whenOf(c)}
          </Text>
          {c.subject && (
            <Text size="sm">
              <b>Subject:</b> {c.subject}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} className="campaign-message">
            {c.body}
          </Text>
          <Text size="sm" fw={600}>
            {c.counts.sent} sent ({c.counts.delivered} delivered) · {c.counts.skipped} skipped · {c.counts.failed}{' '}
            failed · {c.clicks} clicks · {c.enrolments} enrolments
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Recipients" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>{c.channel === 'email' ? 'Email' : 'Mobile number'}</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Opened link</Table.Th>
                  <Table.Th>Enrolled</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.recipients.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.name || '—'}</Table.Td>
                    <Table.Td>{r.address}</Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={STATUS_COLOR[r.status] ?? 'gray'}>
                        {RECIPIENT_STATUS_LABELS[r.status]}
                      </Badge>
                      {r.error && (
                        <Text size="xs" c="dimmed">
                          {r.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{r.clickedAt ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td>{r.enrolled ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
