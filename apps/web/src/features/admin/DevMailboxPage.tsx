import { Alert, Anchor, Button, Card, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OutboxMail } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconMailOpened, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Splits text into plain runs and links, each keyed by its offset in the text. */
function tokenize(text: string): { at: number; text: string; link: boolean }[] {
  const tokens: { at: number; text: string; link: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const at = m.index ?? 0;
    if (at > last) tokens.push({ at: last, text: text.slice(last, at), link: false });
    tokens.push({ at, text: m[0], link: true });
    last = at + m[0].length;
  }
  if (last < text.length) tokens.push({ at: last, text: text.slice(last), link: false });
  return tokens;
}

/** Mail text with its links clickable; links into this app open in place, others in a new tab. */
function Linkified({ text }: { text: string }) {
  return (
    <pre className="mail-text">
      {tokenize(text).map((token) => {
        if (!token.link) return <Fragment key={token.at}>{token.text}</Fragment>;
        const url = new URL(token.text);
        return url.origin === window.location.origin ? (
          <Anchor key={token.at} component={Link} to={`${url.pathname}${url.search}${url.hash}`} fz="inherit">
            {token.text}
          </Anchor>
        ) : (
          <Anchor key={token.at} href={token.text} target="_blank" rel="noopener noreferrer" fz="inherit">
            {token.text}
          </Anchor>
        );
      })}
    </pre>
  );
}

const sortNewestFirst = (mails: OutboxMail[]) =>
  [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

/** The outbox as a mailbox: what the platform would have emailed, newest first. */
export function DevMailboxPage() {
  const [to, setTo] = useState('');
  const [limit, setLimit] = useState('50');
  const [debouncedTo] = useDebouncedValue(to.trim(), SEARCH_DEBOUNCE_MS);
  const mails = useQuery({
    queryKey: ['admin', 'dev-mailbox', debouncedTo, limit],
    queryFn: ({ signal }) =>
      call('devMailbox', { query: { to: debouncedTo || undefined, limit: Number(limit) }, signal }),
    placeholderData: (previous) => previous,
  });
  const list = sortNewestFirst(mails.data?.mails ?? []);

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Dev Mailbox"
        subtitle="Mail written to the outbox, newest first. Links into this app open here; others open in a new tab."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void mails.refetch()}
            loading={mails.isFetching}
          >
            Refresh
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Recipient"
          placeholder="someone@example.com"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label="Show"
          data={['20', '50', '100', '200']}
          value={limit}
          onChange={(e) => setLimit(e.currentTarget.value)}
          w={120}
        />
      </Group>
      {mails.isPending && <Loader aria-label="Loading mail" />}
      {mails.isError && (
        <Alert color="red" title="Mail could not be loaded">
          {userMessageOf(mails.error)}
        </Alert>
      )}
      {mails.data && list.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <IconMailOpened size={36} stroke={1.4} aria-hidden />
            <Text c="gray.7">No mail yet.</Text>
          </Stack>
        </Card>
      )}
      <Stack gap="md">
        {list.map((mail) => (
          <Card key={mail.id} withBorder padding="lg" component="article" aria-labelledby={`mail-${mail.id}`}>
            <Group justify="space-between" align="flex-start" wrap="wrap" mb="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={2} size="h5" id={`mail-${mail.id}`}>
                  {mail.subject}
                </Title>
                <Text size="sm" c="gray.7">
                  To {mail.to} · {formatDateTime(mail.createdAt)}
                </Text>
              </Stack>
              <Group gap={6}>
                {mail.transport && <StatusBadge tone="neutral">{mail.transport}</StatusBadge>}
                <StatusBadge tone={mail.sentAt ? 'ok' : 'attention'}>{mail.sentAt ? 'Sent' : 'In outbox'}</StatusBadge>
              </Group>
            </Group>
            <Linkified text={mail.text} />
            {mail.attachments.length > 0 && (
              <Group gap="xs" mt="xs" aria-label="Attachments">
                {mail.attachments.map((a) => (
                  <StatusBadge key={a.filename} tone="neutral">
                    {`Attachment: ${a.filename} (${Math.max(1, Math.round(a.size / 1024))} KB)`}
                  </StatusBadge>
                ))}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    </>
  );
}
