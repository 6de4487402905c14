import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { SmsText } from '@mhq/contract';
import { formatPhone } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { StatusBadge } from '../../ui/StatusBadge';
import { SMS_STATUS_WORDS } from './sms-words';

/** 'Send a test message': through the port and the provider in use, then its status as the provider reports it. */
export function SmsTestForm() {
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => call('sendTestSms', { body: { to, text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sms'] }),
  });
  const sent = send.data?.text;
  // A text the provider took is followed until it reports it delivered or failed.
  const followed = useQuery({
    queryKey: ['admin', 'sms', 'text', sent?.id],
    queryFn: ({ signal }) => call('smsText', { params: { id: sent?.id ?? 0 }, signal }),
    enabled: sent !== undefined,
    refetchInterval: (q) => (['queued', 'sent'].includes(q.state.data?.text.status ?? 'sent') ? 3_000 : false),
  });
  const current: SmsText | undefined = followed.data?.text ?? sent;
  const errors = fieldErrorsOf(send.error);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sms-test-title">
      <Title order={2} size="h4" id="sms-test-title" mb="xs">
        Send a test message
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Goes out like every other text: through the queue and the provider above, and into the SMS report.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Mobile number"
            placeholder="512-555-0123"
            type="tel"
            required
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={errors.to}
            w={{ base: '100%', sm: 300 }}
          />
          <Textarea
            label="Message"
            description="Leave empty for the standard test words."
            value={text}
            maxLength={320}
            autosize
            minRows={2}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.text}
          />
          <Group>
            <Button type="submit" loading={send.isPending}>
              Send test message
            </Button>
          </Group>
        </Stack>
      </form>
      {send.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" mt="md" title="The test message was not sent">
          {userMessageOf(send.error)}
        </Alert>
      )}
      {current && send.data && (
        <Alert color="gray" mt="md" title={send.data._message} role="status">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">To {formatPhone(current.to)}:</Text>
            <StatusBadge tone={SMS_STATUS_WORDS[current.status].tone} size="sm">
              {SMS_STATUS_WORDS[current.status].label}
            </StatusBadge>
            <Text size="sm" c="gray.8">
              {current.error ?? SMS_STATUS_WORDS[current.status].meaning}
            </Text>
          </Group>
          <Anchor component={Link} to={`/admin/smsLogs?search=${encodeURIComponent(current.to)}`} size="sm">
            See it in the SMS report
          </Anchor>
        </Alert>
      )}
    </Card>
  );
}
