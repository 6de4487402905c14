import { Group, Image, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BUSINESS_MEMBER_STATUS_LABELS, type BusinessMemberStatus } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { EnrolLinkCard } from './EnrolLinkCard';
import { PaidByYou } from './PaidByYou';
import { useBusinessProfile } from './use-business-profile';

const TONE: Record<BusinessMemberStatus, Tone> = {
  active: 'ok',
  late: 'attention',
  canceled: 'neutral',
  pending: 'neutral',
};
const usDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC' });

/** /business/members: the employees who enrolled through the employer's link, and the link to share. */
export function BusinessMembersPage() {
  const profile = useBusinessProfile();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useQuery({
    queryKey: ['business', 'members', debounced, page],
    queryFn: ({ signal }) => call('businessMembers', { query: { search: debounced || undefined, page }, signal }),
    placeholderData: (previous) => previous,
  });
  const p = profile.data?.profile;
  const list = members.data?.members ?? [];
  return (
    <>
      <PageHeader
        eyebrow={
          p?.logo ? (
            <Group gap={8} component="span">
              <Image src={p.logo} alt="" h={20} w="auto" fit="contain" />
              {p.name}
            </Group>
          ) : (
            (p?.name ?? 'BusinessConnect')
          )
        }
        title="Your members"
        subtitle="Employees who enrolled through your link: their plan, status and practice. Their health and payment details stay private."
      />
      {p && <EnrolLinkCard profile={p} />}
      <Group mb="md" align="flex-end">
        <SearchField
          label="Search employees"
          placeholder="Employee name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Group>
      <ListStates
        query={members}
        loading="Loading your members"
        failed="Your members could not be loaded"
        isEmpty={!!members.data && list.length === 0}
        empty={
          debounced
            ? 'No employee matches your search.'
            : 'No employee has enrolled through your link yet. Share it with your team to get started.'
        }
      />
      {list.length > 0 && members.data && (
        <>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Employees who enrolled">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Employee</Table.Th>
                  <Table.Th visibleFrom="sm">Plan</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th visibleFrom="sm">Enrolled on</Table.Th>
                  <Table.Th visibleFrom="md">Practice</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((m) => (
                  <Table.Tr key={m.id} data-member={m.name}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {m.name}
                      </Text>
                      {/* On a phone the plan goes under the name: the status keeps its room. */}
                      <Text size="xs" c="gray.7" hiddenFrom="sm">
                        {m.planName ?? ''}
                      </Text>
                      {m.people > 1 && (
                        <Text size="xs" c="gray.7">
                          Covers {m.people} people
                        </Text>
                      )}
                      {m.paidByYou && <PaidByYou name={m.name} enrolmentId={m.id} />}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{m.planName ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge tone={TONE[m.status]} size="sm">
                        {BUSINESS_MEMBER_STATUS_LABELS[m.status]}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{usDate(m.enrolledOn)}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm">{m.practice}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            page={page}
            pageSize={members.data.pageSize}
            total={members.data.total}
            noun={['employee', 'employees']}
            onChange={setPage}
          />
        </>
      )}
    </>
  );
}
