import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FeeOverride } from '@mhq/contract';
import { formatMoney, SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { FeeOverrideModal } from './FeeOverrideModal';

const perMember = (cents: number) => `${formatMoney(cents, { decimals: 2 })} per member and month`;

/** One of an office's fees: its own, or the default it keeps. */
function FeeCell({ own, fallback }: { own: string | null; fallback: string }) {
  return own ? (
    <Text size="sm" fw={600}>
      {own}
    </Text>
  ) : (
    <Text size="sm" c="gray.7">
      Default ({fallback})
    </Text>
  );
}

/** /admin/fees: the platform's fees, and the offices that pay their own by agreement. */
export function AdminFeesPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FeeOverride | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FeeOverride | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const fees = useQuery({
    queryKey: ['admin', 'fees', debounced, page],
    queryFn: ({ signal }) => call('adminFees', { query: { search: debounced || undefined, page }, signal }),
    placeholderData: (previous) => previous,
  });
  const remove = useMutation({
    mutationFn: (o: FeeOverride) => call('removeFeeOverride', { params: { dentistInfoId: o.office.id } }),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'fees'] });
    },
  });
  const defaults = fees.data?.defaults;
  const list = fees.data?.overrides ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Fees"
        subtitle="What the platform keeps of each payment: its defaults, and the offices that pay their own by agreement."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={!defaults}>
            Give an office its own fees
          </Button>
        }
      />
      {defaults && (
        <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="fee-defaults">
          <Text id="fee-defaults" fw={700} mb="xs">
            The platform's defaults
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Text size="sm" c="gray.7">
                Fee per member
              </Text>
              <Text size="lg" fw={700}>
                {perMember(defaults.perMemberMonthCents)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="gray.7">
                Setup fee under guaranteed payment
              </Text>
              <Text size="lg" fw={700}>
                {defaults.setupFeePercent}% of the annual commitment
              </Text>
            </div>
          </SimpleGrid>
          <Text size="sm" mt="sm">
            Every office pays these unless it has its own below. They are changed with the billing settings on{' '}
            <Anchor component={Link} to="/admin/toolbox">
              Billing Run
            </Anchor>
            .
          </Text>
        </Card>
      )}
      <Group mb="md" align="flex-end">
        <SearchField
          label="Search offices with their own fees"
          placeholder="Office or practice name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Group>
      {remove.isError && (
        <Alert color="red" mb="md" role="alert">
          {userMessageOf(remove.error)}
        </Alert>
      )}
      <ListStates
        query={fees}
        loading="Loading fees"
        failed="Fees could not be loaded"
        isEmpty={!!fees.data && list.length === 0}
        empty={debounced ? 'No office with its own fees matches.' : "Every office pays the platform's default fees."}
      />
      {defaults && list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Office</Table.Th>
                <Table.Th>Fee per member</Table.Th>
                <Table.Th visibleFrom="sm">Setup fee</Table.Th>
                <Table.Th visibleFrom="md">Changed</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((o) => (
                <Table.Tr key={o.office.id} data-office={o.office.id}>
                  <Table.Td>
                    <Text size="sm" fw={700}>
                      <Link to={`/admin/dentist-history/${o.office.id}`}>{o.office.name}</Link>
                    </Text>
                    <Text size="xs" c="gray.7">
                      {o.office.organization}
                    </Text>
                    {o.note && (
                      <Text size="xs" c="gray.7">
                        {o.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <FeeCell
                      own={o.perMemberMonthCents === null ? null : perMember(o.perMemberMonthCents)}
                      fallback={formatMoney(defaults.perMemberMonthCents, { decimals: 2 })}
                    />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <FeeCell
                      own={o.setupFeePercent === null ? null : `${o.setupFeePercent}%`}
                      fallback={`${defaults.setupFeePercent}%`}
                    />
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{formatDate(o.updatedAt)}</Text>
                    {o.updatedBy && (
                      <Text size="xs" c="gray.7">
                        by {o.updatedBy}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="wrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(o)}
                        aria-label={`Change the fees of ${o.office.name}`}
                      >
                        Change
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setRemoving(o)}
                        aria-label={`Put ${o.office.name} back on the default fees`}
                      >
                        Use defaults
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {fees.data && fees.data.total > 0 && (
        <ListPager
          page={page}
          pageSize={fees.data.pageSize}
          total={fees.data.total}
          noun={['office', 'offices']}
          onChange={setPage}
        />
      )}
      {defaults && (
        <FeeOverrideModal
          opened={adding || editing !== null}
          override={editing}
          defaults={defaults}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Use the default fees?">
        <Text size="sm">
          {removing?.office.name} will pay the platform's default fees from its next payment on. What was charged stays
          as it was.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Keep its own fees
          </Button>
          <Button loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
            Use defaults
          </Button>
        </Group>
      </Modal>
    </>
  );
}
