import { Alert, Card, Code, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { SMS_STATUSES } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { SmsTestForm } from './SmsTestForm';
import { providerWords, SMS_STATUS_WORDS, senderWords } from './sms-words';

/** /admin/smsSetup: which provider sends the texts and as whom, the sending switch, the week, a test message. */
export function SmsSetupPage() {
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: ['admin', 'sms', 'setup'],
    queryFn: ({ signal }) => call('smsSetup', { signal }),
  });
  const sending = useMutation({
    mutationFn: (on: boolean) => call('setSmsSending', { body: { on } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sms'] }),
  });
  const header = (
    <PageHeader
      eyebrow="Super admin"
      title="SMS Setup"
      subtitle="The provider that sends the platform’s texts (payment notices, reminders), whether sending is on, and a test message."
    />
  );
  if (setup.isPending) {
    return (
      <>
        {header}
        <Loader role="status" aria-label="Loading the SMS setup" />
      </>
    );
  }
  if (setup.isError) {
    return (
      <>
        {header}
        <Alert color="red" title="The SMS setup could not be loaded">
          {userMessageOf(setup.error)}
        </Alert>
      </>
    );
  }
  const s = setup.data;
  const provider = providerWords(s.provider);
  return (
    <>
      {header}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card withBorder padding="lg" component="section" aria-labelledby="sms-provider-title">
            <Title order={2} size="h4" id="sms-provider-title" mb="xs">
              Provider
            </Title>
            <Text fw={700}>{provider.name}</Text>
            <Text size="sm" c="gray.7" mb="sm">
              {provider.note}
            </Text>
            <Stack component="dl" gap={2} m={0}>
              <Text component="dt" size="sm" fw={600}>
                Settings
              </Text>
              <Text component="dd" size="sm" ml={0} mb="xs">
                {s.provider.settingsFrom.length > 0 ? s.provider.settingsFrom.join(', ') : 'None given'}
              </Text>
              {s.provider.accountSidLast4 && (
                <>
                  <Text component="dt" size="sm" fw={600}>
                    Account
                  </Text>
                  <Text component="dd" size="sm" ml={0} mb="xs">
                    Account SID ending in {s.provider.accountSidLast4}
                  </Text>
                </>
              )}
              <Text component="dt" size="sm" fw={600}>
                Sender
              </Text>
              <Text component="dd" size="sm" ml={0} mb="xs">
                {senderWords(s.sender)}
              </Text>
              {s.webhooks && s.provider.kind === 'twilio' && (
                <>
                  <Text component="dt" size="sm" fw={600}>
                    Twilio webhooks
                  </Text>
                  <Text component="dd" size="sm" ml={0}>
                    Status callback <Code>{s.webhooks.status}</Code>, incoming messages{' '}
                    <Code>{s.webhooks.inbound}</Code>
                  </Text>
                </>
              )}
            </Stack>
          </Card>
          <Card withBorder padding="lg" component="section" aria-labelledby="sms-sending-title">
            <Title order={2} size="h4" id="sms-sending-title" mb="xs">
              Sending
            </Title>
            <Switch
              label={s.sendingOn ? 'Sending is on' : 'Sending is off'}
              description="Off holds every text in the queue (nothing is lost) until it is turned on again."
              checked={s.sendingOn}
              disabled={sending.isPending}
              onChange={(e) => sending.mutate(e.currentTarget.checked)}
            />
            {sending.isError && (
              <Alert color="red" mt="sm">
                {userMessageOf(sending.error)}
              </Alert>
            )}
            <Title order={3} size="h5" mt="lg" mb="xs">
              Last 7 days
            </Title>
            <Group gap="xs" wrap="wrap">
              {SMS_STATUSES.map((status) => (
                <Link
                  key={status}
                  to={`/admin/smsLogs?status=${status}`}
                  aria-label={`${s.last7Days[status]} ${SMS_STATUS_WORDS[status].label.toLowerCase()}`}
                >
                  <StatusBadge tone={SMS_STATUS_WORDS[status].tone}>
                    {SMS_STATUS_WORDS[status].label}: {s.last7Days[status]}
                  </StatusBadge>
                </Link>
              ))}
            </Group>
            <Text size="sm" c="gray.7" mt="sm">
              {s.optOuts === 1 ? '1 number' : `${s.optOuts} numbers`} on the opt-out list (
              <Link to="/admin/smsLogs#opt-outs-section">see the SMS report</Link>).
            </Text>
          </Card>
        </SimpleGrid>
        <SmsTestForm />
      </Stack>
    </>
  );
}
