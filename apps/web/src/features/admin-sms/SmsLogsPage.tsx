import { Anchor, Box, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SMS_STATUSES, type SmsStatus, type SmsText } from '@mhq/contract';
import { formatPhone, SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call, fieldErrorsOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { SmsOptOutsPanel } from './SmsOptOutsPanel';
import { SMS_STATUS_WORDS } from './sms-words';

/** The practice the text was sent for, and the household, linked to its membership history when known. */
function OfficeAndPatient({ text: t }: { text: SmsText }) {
  return (
    <>
      <Text size="sm">{t.officeName ?? '—'}</Text>
      {t.patient &&
        (t.patient.memberId ? (
          <Anchor component={Link} to={`/admin/membership-history/patient/${t.patient.memberId}`} size="xs" fw={600}>
            {t.patient.name}
          </Anchor>
        ) : (
          <Text size="xs">{t.patient.name}</Text>
        ))}
    </>
  );
}

const isStatus = (v: string | null): v is SmsStatus => SMS_STATUSES.includes(v as SmsStatus);

/** /admin/smsLogs: every text the platform sent, where it stands and whom it went to; and the opt-out list. */
export function SmsLogsPage() {
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [status, setStatus] = useState<'' | SmsStatus>(
    isStatus(params.get('status')) ? (params.get('status') as SmsStatus) : '',
  );
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const texts = useQuery({
    queryKey: ['admin', 'sms', 'texts', debounced, status, from, to, page],
    queryFn: ({ signal }) =>
      call('smsTexts', {
        query: {
          search: debounced || undefined,
          status: status || undefined,
          from: from || undefined,
          to: to || undefined,
          page,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
  const list = texts.data?.texts ?? [];
  const dayErrors = fieldErrorsOf(texts.error);
  const reset = () => setPage(1);

  return (
    <>
      <PageHeader
        eyebrow="Super admin"
        title="SMS Report"
        subtitle="Every text the platform sent, newest first: where it stands, and the household it went to."
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          label="Search texts"
          placeholder="Phone number or words of the text"
          value={search}
          onChange={(v) => {
            setSearch(v);
            reset();
          }}
        />
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as '' | SmsStatus);
            reset();
          }}
          data={[
            { value: '', label: 'Every status' },
            ...SMS_STATUSES.map((s) => ({ value: s, label: SMS_STATUS_WORDS[s].label })),
          ]}
        />
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            reset();
          }}
          error={dayErrors.from}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            reset();
          }}
          error={dayErrors.to}
        />
      </Group>
      <ListStates
        query={texts}
        loading="Loading texts"
        failed="Texts could not be loaded"
        isEmpty={!!texts.data && list.length === 0}
        empty="No text matches."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                <Table.Th visibleFrom="md">Text</Table.Th>
                <Table.Th visibleFrom="sm">Office and patient</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((t) => {
                const words = SMS_STATUS_WORDS[t.status];
                const badge = (
                  <StatusBadge tone={words.tone} size="sm">
                    {words.label}
                  </StatusBadge>
                );
                return (
                  <Table.Tr key={t.id} data-sms={t.id}>
                    <Table.Td>
                      <Text fw={700} size="sm">
                        {formatPhone(t.to)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatDateTime(t.createdAt)}
                      </Text>
                      <Box hiddenFrom="sm" mt={4}>
                        {badge}
                        {t.error && (
                          <Text size="xs" c="red.9">
                            {t.error}
                          </Text>
                        )}
                      </Box>
                      <Text hiddenFrom="md" size="xs" mt={4}>
                        {t.text}
                      </Text>
                      <Box hiddenFrom="sm" mt={4}>
                        <OfficeAndPatient text={t} />
                      </Box>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      {badge}
                      {t.error && (
                        <Text size="xs" c="red.9" mt={2} maw={220}>
                          {t.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm" maw={420}>
                        {t.text}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <OfficeAndPatient text={t} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {texts.data && (
        <ListPager
          page={page}
          pageSize={texts.data.pageSize}
          total={texts.data.total}
          noun={['text', 'texts']}
          onChange={setPage}
        />
      )}
      <SmsOptOutsPanel />
    </>
  );
}
