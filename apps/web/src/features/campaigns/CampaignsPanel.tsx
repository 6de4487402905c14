import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Campaign } from '@mhq/contract';
import { CAMPAIGN_STATUS_LABELS } from '@mhq/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { CampaignDetail } from './CampaignDetail';
import { CampaignForm } from './CampaignForm';
import { CampaignTemplates } from './CampaignTemplates';
import { channelLabel, languageLabel, whenOf } from './campaign-words';
import { useCampaigns, useCancelCampaign } from './campaigns-api';

type Props = { office?: { id: number } | null; officeId?: number };

const STATUS_COLOR: Record<Campaign['status'], string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  canceled: 'gray',
};

function CampaignRow({
  campaign: c,
  onOpen,
  onCancel,
}: {
  campaign: Campaign;
  onOpen: () => void;
  onCancel: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{c.name}</Text>
        <Text size="sm" c="dimmed">
          {channelLabel(c.channel)} · {languageLabel(c.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[c.status]} variant="dot">
          {CAMPAIGN_STATUS_LABELS[c.status]}
        </Badge>
        <Text size="xs" c="dimmed">
          {whenOf(c)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{c.counts.sent}</Table.Td>
      <Table.Td ta="right">{c.counts.skipped}</Table.Td>
      <Table.Td ta="right">{c.counts.failed}</Table.Td>
      <Table.Td ta="right">{c.clicks}</Table.Td>
      <Table.Td ta="right">{c.enrolments}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onOpen} aria-label={`See ${c.name}`}>
            See
          </Button>
          {c.status === 'scheduled' && (
            <Button size="xs" variant="subtle" color="red" onClick={onCancel} aria-label={`Cancel ${c.name}`}>
              Cancel
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Marketing page's Campaigns tab (issue 26): the office's email and text blasts with what each brought (sent,
 * skipped, failed, clicks, enrolments), a new campaign from a template to an imported list or the office's patients,
 * and the office's saved templates.
 */
export function CampaignsPanel(props: Props) {
  const user = useCurrentUser();
  const officeId = props.officeId ?? props.office?.id ?? user.dentistInfo?.id ?? 0;
  const query = useCampaigns(officeId);
  const cancel = useCancelCampaign(officeId);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  if (query.isPending) return <Skeleton height={240} />;
  if (query.isError) return <Alert color="red">{userMessageOf(query.error)}</Alert>;
  const data = query.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Email and text campaigns
          </Title>
          <Text c="dimmed" size="sm" maw={620}>
            Send your plan to chosen patients: an imported list or your own patients, in English or Spanish, now or
            later. People who unsubscribed or replied STOP are never contacted, and texts go only to numbers with
            consent.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New campaign
        </Button>
      </Group>
      <Text size="sm" role="status">
        Messages sent or scheduled today: {data.usedToday} of {data.dailyLimit}
      </Text>
      {cancel.isError && <Alert color="red">{userMessageOf(cancel.error)}</Alert>}
      <Paper withBorder radius="md" p={0}>
        {data.campaigns.length === 0 ? (
          <Text p="lg" c="dimmed">
            No campaigns yet. Start one with New campaign.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" aria-label="Campaigns">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Campaign</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Sent</Table.Th>
                  <Table.Th ta="right">Skipped</Table.Th>
                  <Table.Th ta="right">Failed</Table.Th>
                  <Table.Th ta="right">Clicks</Table.Th>
                  <Table.Th ta="right">Enrolments</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.campaigns.map((c) => (
                  <CampaignRow
                    key={c.id}
                    campaign={c}
                    onOpen={() => setOpen(c.id)}
                    onCancel={() => cancel.mutate(c.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <CampaignTemplates officeId={officeId} templates={data.templates} />
      {creating && (
        <CampaignForm
          officeId={officeId}
          templates={data.templates}
          room={Math.max(0, data.dailyLimit - data.usedToday)}
          onClose={() => setCreating(false)}
        />
      )}
      {open !== null && <CampaignDetail officeId={officeId} campaignId={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
