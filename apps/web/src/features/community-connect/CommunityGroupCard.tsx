import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { CommunityGroup } from '@mhq/contract';
import { COMMUNITY_KIND_LABELS, COMMUNITY_STATUS_LABELS, formatUsDay } from '@mhq/domain';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';

const TONE: Record<CommunityGroup['status'], Tone> = { requested: 'attention', active: 'ok', closed: 'neutral' };

type Props = {
  group: CommunityGroup;
  mayManage: boolean;
  onMembers: () => void;
  onEdit: () => void;
  onStatus: (status: 'active' | 'closed') => void;
  busy: boolean;
};

/** One group: its code and share link, discount, households and active members, and what the office may do with it. */
export function CommunityGroupCard({ group, mayManage, onMembers, onEdit, onStatus, busy }: Props) {
  const url = group.sharePath ? `${window.location.origin}${group.sharePath}` : null;
  const expired = group.status === 'active' && !group.enrols;
  const titleId = `community-group-${group.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="community-group"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {group.name}
          </Title>
          <Text size="sm" c="gray.7">
            {COMMUNITY_KIND_LABELS[group.kind]}
            {group.organizerName ? ` · organizer ${group.organizerName}` : ''}
            {group.organizerEmail ? ` (${group.organizerEmail})` : ''}
          </Text>
        </div>
        <StatusBadge tone={expired ? 'neutral' : TONE[group.status]}>
          {expired ? 'Expired' : COMMUNITY_STATUS_LABELS[group.status]}
        </StatusBadge>
      </Group>
      {group.status === 'requested' ? (
        <Text size="sm" mt="sm">
          {group.note ?? 'The organizer asked for a group.'}
        </Text>
      ) : (
        <Stack gap={4} mt="sm">
          <Text size="sm">
            Code <strong>{group.code}</strong> · {group.discountPercent}% off ·{' '}
            {group.planIds.length === 0 ? 'every plan' : `${group.planIds.length} plans`}
            {group.expiresOn ? ` · last day ${formatUsDay(group.expiresOn)}` : ''}
          </Text>
          {url && (
            <Group gap="xs" wrap="wrap">
              <Anchor href={url} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {url}
              </Anchor>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    style={{ flexShrink: 0 }}
                    size="compact-sm"
                    variant="light"
                    onClick={copy}
                    aria-label={`Copy the link of ${group.name}`}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          <Text size="sm" data-testid="community-group-counts">
            {group.households} {group.households === 1 ? 'household' : 'households'} enrolled · {group.activeMembers}{' '}
            active {group.activeMembers === 1 ? 'member' : 'members'}
          </Text>
        </Stack>
      )}
      <Group gap="xs" mt="md">
        {group.status !== 'requested' && (
          <Button size="xs" variant="default" onClick={onMembers}>
            Members
          </Button>
        )}
        {mayManage && group.status === 'requested' && (
          <>
            <Button size="xs" onClick={onEdit}>
              Set up
            </Button>
            <Button size="xs" variant="default" color="red" loading={busy} onClick={() => onStatus('closed')}>
              Decline
            </Button>
          </>
        )}
        {mayManage && group.status !== 'requested' && (
          <>
            <Button size="xs" variant="default" onClick={onEdit}>
              Edit
            </Button>
            {group.status === 'active' ? (
              <Button size="xs" variant="default" loading={busy} onClick={() => onStatus('closed')}>
                Close group
              </Button>
            ) : (
              <Button size="xs" variant="default" loading={busy} onClick={() => onStatus('active')}>
                Reopen
              </Button>
            )}
          </>
        )}
      </Group>
    </Card>
  );
}
