import { Alert, Anchor, Card, Code, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ErrorLogResponse } from '@mhq/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { NotFoundContent } from '../../ui/NotFoundContent';
import { PageHeader } from '../../ui/PageHeader';
import { whereOf } from './error-words';

/** One logged error: where, who, and its stack. */
export function ErrorLogPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const entry = useQuery({
    queryKey: ['admin', 'error-log', id],
    queryFn: ({ signal }) => call('errorLog', { params: { id }, signal }),
    enabled: valid,
    retry: false,
  });
  if (!valid || (entry.isError && (entry.error as { status?: number }).status === 404)) return <NotFoundContent />;
  if (entry.isPending) return <Loader role="status" aria-label="Loading the error" />;
  if (entry.isError) {
    return (
      <Alert color="red" title="The error could not be loaded">
        {userMessageOf(entry.error)}
      </Alert>
    );
  }
  const log = entry.data.log;
  return (
    <>
      <Anchor component={Link} to="/admin/errorLogs" size="sm" mb="xs" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden style={{ marginRight: 4 }} />
        Error Logs
      </Anchor>
      <PageHeader eyebrow="Error Logs" title={`${log.errorName} #${log.id}`} subtitle={formatDateTime(log.at)} />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Where">{whereOf(log)}</Fact>
            <Fact label="Answer">{log.kind === 'job' ? 'Background job' : `HTTP ${log.status ?? '—'}`}</Fact>
            <Fact label="Request id">{log.requestId ?? '—'}</Fact>
            <Fact label="User">{log.user ? `${log.user.name} (${log.user.email}, id ${log.user.id})` : '—'}</Fact>
            <Fact label="Office">
              {log.office ? (
                <Anchor component={Link} to={`/admin/dentist-users/${log.office.id}`}>
                  {log.office.name}
                </Anchor>
              ) : (
                '—'
              )}
            </Fact>
            <Fact label="Organization">{log.organization?.name ?? '—'}</Fact>
          </SimpleGrid>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="error-message">
          <Title order={2} size="h4" id="error-message" mb="xs">
            Message
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{log.message}</Text>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="error-stack">
          <Title order={2} size="h4" id="error-stack" mb="xs">
            Stack
          </Title>
          <StackText stack={log.stack} />
        </Card>
      </Stack>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

function StackText({ stack }: { stack: ErrorLogResponse['log']['stack'] }) {
  if (!stack) return <Text c="gray.7">No stack was recorded.</Text>;
  return (
    <Code
      block
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 480, overflow: 'auto' }}
      tabIndex={0}
    >
      {stack}
    </Code>
  );
}
