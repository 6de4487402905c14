import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AssociationOffice } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { brand, dayOf } from './association-words';

const STATUS: Record<AssociationOffice['status'], { label: string; color: string }> = {
  live: { label: 'Live', color: 'green' },
  setting_up: { label: 'Setting up', color: 'yellow' },
  closed: { label: 'Closed', color: 'gray' },
};

/** /associations/dentists: the practices that joined through the association, with member counts (never names). */
export function AssociationOfficesPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const offices = useQuery({
    queryKey: ['association', 'offices', debounced, page],
    queryFn: ({ signal }) => call('associationOffices', { query: { search: debounced || undefined, page }, signal }),
    placeholderData: (previous) => previous,
  });
  const data = offices.data;
  const list = data?.offices ?? [];
  return (
    <>
      <PageHeader
        eyebrow={data?.association.name ?? 'Association'}
        title={`Your ${brand.field} practices`}
        subtitle={`The practices that joined ${brand.product} through your association. Member figures are counts only: patients' details stay with their practice.`}
      />
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg" style={{ alignItems: 'start' }}>
          <Figure label="Practices" value={data.totals.practices} />
          <Figure label="Active members at them" value={data.totals.activeMembers} />
          <PartnerLink path={data.association.signupPath} logo={data.association.logo} name={data.association.name} />
        </SimpleGrid>
      )}
      <Group mb="md" align="flex-end">
        <SearchField
          label="Search practices"
          placeholder="Practice name or address"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Group>
      <ListStates
        query={offices}
        loading="Loading practices"
        failed="Practices could not be loaded"
        isEmpty={!!data && list.length === 0}
        empty={
          debounced
            ? 'No practice matches.'
            : 'No practice has joined through your association yet: share your sign-up link with your members.'
        }
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Practices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Practice</Table.Th>
                <Table.Th visibleFrom="sm">Joined</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Active members</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((o) => (
                <Table.Tr key={o.id} data-office={o.name}>
                  <Table.Td>
                    <Text size="sm" fw={700}>
                      {o.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {o.city ?? 'City not given'}
                      {o.verified ? ' · Verified' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{dayOf(o.joinedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      c="dark.7"
                      variant="light"
                      color={STATUS[o.status].color}
                      style={{ minWidth: 'max-content' }}
                    >
                      {STATUS[o.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600} data-testid="active-members">
                      {o.activeMembers}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > 0 && (
        <ListPager
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          noun={['practice', 'practices']}
          onChange={setPage}
        />
      )}
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value.toLocaleString('en-US')}
      </Text>
    </Card>
  );
}

function PartnerLink({ path, logo, name }: { path: string; logo: string | null; name: string }) {
  const link = `${window.location.origin}${path}`;
  return (
    <Card withBorder padding="lg">
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          {logo && <Image src={logo} alt={`${name} logo`} h={32} w="auto" fit="contain" />}
          <Title order={2} size="h5">
            Your sign-up link
          </Title>
        </Group>
        <Text size="xs" c="gray.7">
          Practices that sign up here join through your association, with its promotion.
        </Text>
        <Code className="partner-link" data-testid="partner-link" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Code>
        <Group gap="sm">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} leftSection={<IconCopy size={14} aria-hidden />}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs">
            Open it
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
