import { Loader, Stack, Text } from '@mantine/core';
import { userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { useMemberHistory } from './members-api';
import { membersText as t } from './members-texts';

/** Everything that happened to a member (getMemberHistory), newest first. */
export function HistoryPanel({ officeId, memberId }: { officeId: number; memberId: number }) {
  const history = useMemberHistory(officeId, memberId, true);
  if (history.isPending) return <Loader role="status" size="sm" aria-label={t.loading} />;
  if (history.isError) return <Text c="red.8">{userMessageOf(history.error)}</Text>;
  if (history.data.events.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t.noHistory}
      </Text>
    );
  return (
    <Stack gap="sm" component="ol" className="member-history">
      {history.data.events.map((e) => (
        <li key={e.eventId}>
          <Text size="sm">{e.summary}</Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(e.at)}
            {e.actor ? ` ${t.by(e.actor)}` : ''}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
