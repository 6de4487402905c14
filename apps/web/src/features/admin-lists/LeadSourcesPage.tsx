import { Button, Group, Table, Text } from '@mantine/core';
import type { LeadSource } from '@mhq/contract';
import { LEAD_SOURCE_KINDS } from '@mhq/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { tenant } from '../../app/tenant';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { ListItemModal } from './ListItemModal';
import { activeBadge, KIND_WORDS, moved, practicesWords } from './list-words';
import { OrderButtons } from './OrderButtons';

const KEY = ['admin', 'lead-sources'];
const KINDS = LEAD_SOURCE_KINDS.map((k) => ({ value: k, label: KIND_WORDS[k] }));

/** /admin/leadSource: the associations and partners a practice may name at sign-up, on the host's brand. */
export function LeadSourcesPage() {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LeadSource | null>(null);
  const sources = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('adminLeadSources', { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (s: LeadSource) => call('setLeadSourceActive', { params: { id: s.id }, body: { active: !s.active } }),
    onSuccess: refresh,
  });
  const sort = useMutation({
    mutationFn: (ids: number[]) => call('sortLeadSources', { body: { ids }, successToast: false }),
    onSettled: refresh,
  });
  const list = sources.data?.leadSources ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Lead Sources"
        subtitle={`The associations and partners a new ${tenant.name} practice may say referred it, in the order the sign-up form lists them.`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add lead source
          </Button>
        }
      />
      <ListStates
        query={sources}
        loading="Loading lead sources"
        failed="Lead sources could not be loaded"
        isEmpty={!!sources.data && list.length === 0}
        empty="No lead source yet. Add the associations and partners practices may name when they sign up."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Lead source</Table.Th>
                <Table.Th visibleFrom="sm">Named by</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((s, i) => {
                const badge = activeBadge(s.active);
                return (
                  <Table.Tr key={s.id} data-lead-source={s.name}>
                    <Table.Td w={90}>
                      <OrderButtons
                        name={s.name}
                        first={i === 0}
                        last={i === list.length - 1}
                        busy={sort.isPending}
                        onMove={(delta) =>
                          sort.mutate(
                            moved(
                              list.map((x) => x.id),
                              i,
                              delta,
                            ),
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {s.name}
                      </Text>
                      <Group gap="xs" mt={2}>
                        <Text size="xs" c="gray.7">
                          {KIND_WORDS[s.kind]}
                        </Text>
                        <StatusBadge tone={badge.tone} size="sm">
                          {badge.label}
                        </StatusBadge>
                      </Group>
                      <Text size="xs" c="gray.7" hiddenFrom="sm" mt={2}>
                        Named by {practicesWords(s.signups)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{practicesWords(s.signups)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="wrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          loading={toggle.isPending && toggle.variables?.id === s.id}
                          onClick={() => toggle.mutate(s)}
                          aria-label={`${s.active ? 'Deactivate' : 'Reactivate'} ${s.name}`}
                        >
                          {s.active ? 'Deactivate' : 'Reactivate'}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListItemModal
        opened={adding || editing !== null}
        title={editing ? `Edit ${editing.name}` : 'Add lead source'}
        nameLabel="Name"
        initialName={editing?.name}
        kind={{ label: 'Kind', options: KINDS, initial: editing?.kind ?? 'association' }}
        submitLabel={editing ? 'Save' : 'Add'}
        onSubmit={async ({ name, kind }) => {
          const body = { name, kind: kind === 'partner' ? ('partner' as const) : ('association' as const) };
          if (editing) await call('updateLeadSource', { params: { id: editing.id }, body });
          else await call('createLeadSource', { body });
          await refresh();
        }}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
    </>
  );
}
