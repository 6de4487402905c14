import { Alert, Button, Card, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { formatPhone } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates } from '../../ui/ListStates';
import { OPT_OUT_SOURCE_WORDS } from './sms-words';

/** The numbers no text goes to: stop one, or allow one again. */
export function SmsOptOutsPanel() {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [page, setPage] = useState(1);
  /** The last change's words (a stop or an allow). */
  const [done, setDone] = useState<string | null>(null);
  const optOuts = useQuery({
    queryKey: ['admin', 'sms', 'opt-outs', page],
    queryFn: ({ signal }) => call('smsOptOuts', { query: { page }, signal }),
    placeholderData: (previous) => previous,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'sms'] });
  const stop = useMutation({
    mutationFn: () => call('stopSmsTo', { body: { phone } }),
    onSuccess: (answer) => {
      setPhone('');
      setDone(answer._message);
      void refresh();
    },
  });
  const allow = useMutation({
    mutationFn: (number: string) => call('allowSmsTo', { body: { phone: number } }),
    onSuccess: (answer) => {
      setDone(answer._message);
      void refresh();
    },
  });
  const list = optOuts.data?.optOuts ?? [];

  return (
    <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="opt-outs" id="opt-outs-section">
      <Title order={2} size="h4" id="opt-outs" mb="xs">
        Opt-out list
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        No text goes to these numbers: they replied STOP (START takes them off), or an admin stopped them.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          stop.mutate();
        }}
      >
        <Group align="flex-start" wrap="wrap" mb="md">
          <TextInput
            label="Mobile number to stop"
            type="tel"
            placeholder="512-555-0123"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            error={fieldErrorsOf(stop.error).phone}
            w={{ base: '100%', sm: 260 }}
          />
          <Button type="submit" mt={{ base: 0, sm: 25 }} loading={stop.isPending} variant="default">
            Stop texts to this number
          </Button>
        </Group>
      </form>
      {done && (
        <Alert color="gray" mb="md" role="status">
          {done}
        </Alert>
      )}
      {allow.isError && (
        <Alert color="red" mb="md">
          {userMessageOf(allow.error)}
        </Alert>
      )}
      <ListStates
        query={optOuts}
        loading="Loading the opt-out list"
        failed="The opt-out list could not be loaded"
        isEmpty={!!optOuts.data && list.length === 0}
        empty="No number is stopped."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Why</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((o) => (
                <Table.Tr key={o.phone} data-opt-out={o.phone}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatPhone(o.phone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{OPT_OUT_SOURCE_WORDS[o.source]}</Text>
                    <Text size="xs" c="gray.7">
                      {formatDateTime(o.optedOutAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        loading={allow.isPending && allow.variables === o.phone}
                        onClick={() => allow.mutate(o.phone)}
                        aria-label={`Allow texts to ${formatPhone(o.phone)} again`}
                      >
                        Allow again
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {optOuts.data && (
        <ListPager
          page={page}
          pageSize={optOuts.data.pageSize}
          total={optOuts.data.total}
          noun={['number', 'numbers']}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
