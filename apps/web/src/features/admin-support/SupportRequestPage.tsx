import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import type { SupportRequestDetail } from '@mhq/contract';
import { officeUserTypeLabel, type SupportStatus } from '@mhq/domain';
import { IconArrowLeft, IconLock, IconMail, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { formatDateTime } from '../../ui/format';
import { NotFoundContent } from '../../ui/NotFoundContent';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { HISTORY_LABELS, ISSUE_LABELS, requestTitle, STATUS_TONES, statusLabel } from './support-words';

type Answer = { request: SupportRequestDetail };

/** One support request: who sent it from where, the thread, and what an admin does with it. */
export function SupportRequestPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const client = useQueryClient();
  const key = ['admin', 'support-request', id];
  const request = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call('supportRequest', { params: { id }, signal }),
    enabled: valid,
    retry: false,
  });
  /** Every action answers the request as it now is: shown at once, and the inbox refetched. */
  const settled = (answer: Answer) => {
    client.setQueryData(key, { request: answer.request });
    void client.invalidateQueries({ queryKey: ['admin', 'support-inbox'] });
  };

  if (!valid || (request.isError && (request.error as { status?: number }).status === 404)) return <NotFoundContent />;
  if (request.isPending) return <Loader role="status" aria-label="Loading the support request" />;
  if (request.isError) {
    return (
      <Alert color="red" title="The support request could not be loaded">
        {userMessageOf(request.error)}
      </Alert>
    );
  }
  const r = request.data.request;
  return (
    <>
      <Anchor component={Link} to="/admin/contact-admin" size="sm" mb="xs" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden style={{ marginRight: 4 }} />
        Support Inbox
      </Anchor>
      <PageHeader
        eyebrow="Support Inbox"
        title={requestTitle(r)}
        subtitle={`Received ${formatDateTime(r.createdAt)} · last change ${formatDateTime(r.updatedAt)}`}
        actions={<StatusBadge tone={STATUS_TONES[r.status as SupportStatus]}>{statusLabel(r.status)}</StatusBadge>}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="message-title">
              <Title order={2} size="h4" id="message-title" mb="xs">
                {r.issueType ? `What happened (about: ${ISSUE_LABELS[r.issueType]})` : 'Message'}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{r.message}</Text>
            </Card>
            <Thread request={r} />
            <ReplyForm request={r} onDone={settled} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Sender request={r} />
            <Handling request={r} onDone={settled} />
            <History request={r} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Sender({ request: r }: { request: SupportRequestDetail }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sender-title">
      <Title order={2} size="h4" id="sender-title" mb="xs">
        Sender
      </Title>
      <Text fw={600}>{r.name}</Text>
      <Text size="sm">
        Answers go to <Anchor href={`mailto:${r.email}`}>{r.email}</Anchor>
      </Text>
      <Text size="sm" c="gray.7" mt="xs">
        Account: {r.user.name} ({officeUserTypeLabel(tenant, r.user.type)}), {r.user.email}
      </Text>
      <Text size="sm" mt="xs">
        Office:{' '}
        {r.office ? (
          <Anchor component={Link} to={`/admin/dentist-users/${r.office.id}`}>
            {r.office.name}
          </Anchor>
        ) : (
          'none named'
        )}
      </Text>
      {r.organization && <Text size="sm">Organization: {r.organization.name}</Text>}
    </Card>
  );
}

function Handling({ request: r, onDone }: { request: SupportRequestDetail; onDone: (a: Answer) => void }) {
  const me = useCurrentUser();
  const admins = useQuery({
    queryKey: ['admin', 'support-assignees'],
    queryFn: ({ signal }) => call('supportAssignees', { signal }),
    staleTime: 60_000,
  });
  const assign = useMutation({
    mutationFn: (userId: number | null) => call('assignSupportRequest', { params: { id: r.id }, body: { userId } }),
    onSuccess: onDone,
  });
  const close = useMutation({
    mutationFn: () =>
      call(r.status === 'closed' ? 'reopenSupportRequest' : 'closeSupportRequest', { params: { id: r.id } }),
    onSuccess: onDone,
  });
  const closed = r.status === 'closed';
  const myId = me.userId;
  const failed = assign.error ?? close.error;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="handling-title">
      <Title order={2} size="h4" id="handling-title" mb="xs">
        Handling
      </Title>
      <Stack gap="sm">
        <NativeSelect
          label="Assigned to"
          disabled={closed || assign.isPending}
          value={r.assignee ? String(r.assignee.id) : ''}
          data={[
            { value: '', label: 'Nobody' },
            ...(admins.data?.admins ?? (r.assignee ? [r.assignee] : [])).map((a) => ({
              value: String(a.id),
              label: a.id === myId ? `${a.name} (me)` : a.name,
            })),
          ]}
          onChange={(e) => assign.mutate(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        />
        {!closed && myId !== undefined && r.assignee?.id !== myId && (
          <Button variant="light" onClick={() => assign.mutate(myId)} loading={assign.isPending}>
            Assign to me
          </Button>
        )}
        <Button
          variant={closed ? 'light' : 'outline'}
          color={closed ? undefined : 'gray'}
          onClick={() => close.mutate()}
          loading={close.isPending}
        >
          {closed ? 'Reopen request' : 'Close request'}
        </Button>
        {r.closedAt && (
          <Text size="sm" c="gray.7">
            Closed {formatDateTime(r.closedAt)}
          </Text>
        )}
        {failed && (
          <Alert color="red" title="That did not work">
            {userMessageOf(failed)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function Thread({ request: r }: { request: SupportRequestDetail }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="thread-title">
      <Title order={2} size="h4" id="thread-title" mb="sm">
        Answers and notes
      </Title>
      {r.thread.length === 0 ? (
        <Text c="gray.7" size="sm">
          Nobody has answered yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {r.thread.map((reply) => (
            <Card
              key={reply.id}
              padding="md"
              radius="md"
              bg={reply.mailed ? 'var(--brand-0)' : '#fff8e1'}
              component="article"
              aria-label={`${reply.mailed ? 'Answer' : 'Internal note'} by ${reply.author.name}`}
            >
              <Group justify="space-between" mb={4} wrap="wrap" gap="xs">
                <Group gap={6}>
                  {reply.mailed ? <IconMail size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
                  <Text size="sm" fw={600}>
                    {reply.mailed ? `Answer mailed by ${reply.author.name}` : `Internal note by ${reply.author.name}`}
                  </Text>
                </Group>
                <Text size="xs" c="gray.8">
                  {formatDateTime(reply.at)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {reply.message}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ReplyForm({ request: r, onDone }: { request: SupportRequestDetail; onDone: (a: Answer) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (mailed: boolean) =>
      call('replySupportRequest', { params: { id: r.id }, body: { message: text, mailed } }),
    onSuccess: (answer) => {
      setText('');
      onDone(answer);
    },
    onError: (error) => setProblem(userMessageOf(error)),
  });
  const send = (mailed: boolean) => {
    setProblem(null);
    if (!text.trim()) {
      setProblem('Write the answer or the note first.');
      return;
    }
    reply.mutate(mailed);
  };
  const closed = r.status === 'closed';
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="reply-title">
      <Title order={2} size="h4" id="reply-title" mb="xs">
        Reply
      </Title>
      {closed ? (
        <Text size="sm" c="gray.7" mb="sm">
          This request is closed: reopen it to answer. Internal notes can still be added.
        </Text>
      ) : (
        <Text size="sm" c="gray.7" mb="sm">
          An answer is mailed to {r.email}, from {tenant.name} support. An internal note is seen by admins only.
        </Text>
      )}
      <Textarea
        label="Your answer or note"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={problem}
      />
      <Group mt="sm" gap="sm" wrap="wrap">
        {!closed && (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => send(true)}
            loading={reply.isPending && reply.variables === true}
            disabled={reply.isPending}
          >
            Send answer
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => send(false)}
          loading={reply.isPending && reply.variables === false}
          disabled={reply.isPending}
        >
          Add internal note
        </Button>
      </Group>
    </Card>
  );
}

function History({ request: r }: { request: SupportRequestDetail }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="sm">
        History
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        <Timeline.Item title={<Text size="sm">Received from {r.name}</Text>}>
          <Text size="xs" c="gray.7">
            {formatDateTime(r.createdAt)}
          </Text>
        </Timeline.Item>
        {r.history.map((h) => (
          <Timeline.Item
            key={`${h.at}-${h.action}`}
            title={
              <Text size="sm">
                {HISTORY_LABELS[h.action] ?? h.action}
                {assignedName(h.detail) ? ` to ${assignedName(h.detail)}` : ''}
              </Text>
            }
          >
            <Text size="xs" c="gray.7">
              {formatDateTime(h.at)}
              {h.actor ? ` · by ${h.actor}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

const assignedName = (detail: Record<string, unknown> | null): string | null => {
  const to = detail?.assignedTo;
  return to && typeof to === 'object' && typeof (to as { name?: unknown }).name === 'string'
    ? (to as { name: string }).name
    : null;
};
