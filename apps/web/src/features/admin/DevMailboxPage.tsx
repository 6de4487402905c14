import { Alert, Anchor, Button, Card, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OutboxMailSummary } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconLock, IconMailOpened, IconRefresh } from '@tabler/icons-react';
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

const sortNewestFirst = (mails: OutboxMailSummary[]) =>
  [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

/**
 * One mail of the list: who, what and when. Its text is fetched only when opened, since the server writes every
 * opening to the audit log; mail to a platform user never shows its text.
 */
function MailCard({ mail }: { mail: OutboxMailSummary }) {
  const [open, setOpen] = useState(false);
  const opened = useQuery({
    queryKey: ['admin', 'dev-mail', mail.id],
    queryFn: ({ signal }) => call('devMail', { params: { id: mail.id }, signal }),
    enabled: open,
    // Opened once per visit to the page: the audit line says it was read, reading it again adds nothing.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const bodyId = `mail-${mail.id}-text`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`mail-${mail.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h5" id={`mail-${mail.id}`}>
            {mail.subject}
          </Title>
          <Text size="sm" c="gray.7">
            To {mail.to} · {formatDateTime(mail.createdAt)}
            {mail.sentAt ? ` · sent ${formatDateTime(mail.sentAt)}` : ''}
          </Text>
        </Stack>
        <Group gap={6}>
          {mail.transport && <StatusBadge tone="neutral">{mail.transport}</StatusBadge>}
          <StatusBadge tone={mail.sentAt ? 'ok' : 'attention'}>{mail.sentAt ? 'Sent' : 'In outbox'}</StatusBadge>
        </Group>
      </Group>
      {mail.attachments.length > 0 && (
        <Group gap="xs" mb="xs" aria-label="Attachments">
          {mail.attachments.map((a) => (
            <StatusBadge key={a.filename} tone="neutral">
              {`Attachment: ${a.filename} (${Math.max(1, Math.round(a.size / 1024))} KB)`}
            </StatusBadge>
          ))}
        </Group>
      )}
      {mail.withheld ? (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm" c="gray.7">
            Text withheld: this mail is addressed to a platform user, whose links are never shown here.
          </Text>
        </Group>
      ) : (
        <>
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={bodyId}
              aria-describedby={`mail-${mail.id}`}
            >
              {open ? 'Hide message' : 'Open message'}
            </Button>
          </Group>
          <div id={bodyId}>
            {open && opened.isPending && <Loader role="status" size="sm" mt="xs" aria-label="Opening the message" />}
            {open && opened.isError && (
              <Alert color="red" title="The message could not be opened" mt="xs">
                {userMessageOf(opened.error)}
              </Alert>
            )}
            {open && opened.data && <Linkified text={opened.data.mail.text} />}
          </div>
        </>
      )}
    </Card>
  );
}

/** The outbox as a mailbox: what the platform would have emailed, newest first; each message opened on demand. */
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
        subtitle="Mail written to the outbox, newest first. Opening a message is written to the audit log; mail to platform users is listed without its text."
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
      {mails.isPending && <Loader role="status" aria-label="Loading mail" />}
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
          <MailCard key={mail.id} mail={mail} />
        ))}
      </Stack>
    </>
  );
}
