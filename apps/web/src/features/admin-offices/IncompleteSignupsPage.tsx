import { Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { IncompleteSignup, SignupStop } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { formatDate, formatDateTime } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';

const STOPS: Record<SignupStop, string> = {
  email: 'Email not confirmed',
  plan: 'No plan published',
  payout: 'No payout account',
};

/** 'Since today' or 'For 11 days (since 11/18/2026)'. */
function sinceWords(iso: string): string {
  const days = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000));
  if (days === 0) return 'Since today';
  return `For ${days === 1 ? '1 day' : `${days} days`} (since ${formatDate(iso)})`;
}

/** Practices that signed up but stopped: where, since when, and a new confirmation code for those stuck at the email. */
export function IncompleteSignupsPage() {
  const [search, setSearch] = useState('');
  const [stop, setStop] = useState<'' | SignupStop>('');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const signups = useQuery({
    queryKey: ['admin', 'incomplete', debounced, stop, sort, page],
    queryFn: ({ signal }) =>
      call('incompleteSignups', {
        query: { search: debounced || undefined, stop: stop || undefined, sort, page },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
  const resend = useMutation({
    mutationFn: (s: IncompleteSignup) => call('resendSignupCode', { params: { dentistInfoId: s.officeId } }),
  });
  const list = signups.data?.signups ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Incomplete sign-ups"
        subtitle="Practices that signed up but have not finished: the step they stopped at and since when."
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          label="Search sign-ups"
          placeholder="Office, owner or email"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Stopped at"
          value={stop}
          onChange={(e) => {
            setStop(e.currentTarget.value as '' | SignupStop);
            setPage(1);
          }}
          data={[
            { value: '', label: 'Any step' },
            ...Object.entries(STOPS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <NativeSelect
          label="Sort by"
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value === 'oldest' ? 'oldest' : 'newest')}
          data={[
            { value: 'newest', label: 'Newest sign-ups first' },
            { value: 'oldest', label: 'Oldest sign-ups first' },
          ]}
        />
      </Group>
      <ListStates
        query={signups}
        loading="Loading sign-ups"
        failed="Sign-ups could not be loaded"
        isEmpty={!!signups.data && list.length === 0}
        empty="No sign-up is waiting at this step."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Practice</Table.Th>
                <Table.Th>Stopped at</Table.Th>
                <Table.Th visibleFrom="md">Signed up</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((s) => (
                <Table.Tr key={s.organizationId} data-signup={s.ownerEmail}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      <Link to={`/admin/dentist-history/${s.officeId}`}>{s.officeName}</Link>
                    </Text>
                    <Text size="xs" c="gray.7">
                      {s.ownerName} · {s.ownerEmail}
                    </Text>
                    {s.discountCode && (
                      <Text size="xs" c="gray.7">
                        Code {s.discountCode}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c="orange.9">
                      {STOPS[s.stop]}
                    </Text>
                    <Text size="xs" c="gray.7" mt={2}>
                      {sinceWords(s.since)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{formatDateTime(s.signedUpAt)}</Text>
                    <Text size="xs" c="gray.7">
                      Last sign-in: {s.lastSignInAt ? formatDateTime(s.lastSignInAt) : 'never'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {s.stop === 'email' && (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={resend.isPending && resend.variables?.officeId === s.officeId}
                        onClick={() => resend.mutate(s)}
                        aria-label={`Resend the confirmation code to ${s.ownerEmail}`}
                      >
                        Resend code
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {signups.data && (
        <ListPager
          page={page}
          pageSize={signups.data.pageSize}
          total={signups.data.total}
          noun={['sign-up', 'sign-ups']}
          onChange={setPage}
        />
      )}
    </>
  );
}
