import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ServicesResponse, SpecialtyService } from '@mhq/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { ListItemModal } from './ListItemModal';
import { activeBadge, moved } from './list-words';
import { OrderButtons } from './OrderButtons';

const KEY = ['admin', 'services'];
type Specialty = ServicesResponse['specialties'][number];
type Editing = { specialty: Specialty; service: SpecialtyService | null };

/** /admin/services: each specialty of the brand with the services an office may offer under it. */
export function ServicesPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const specialties = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('adminServices', { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (s: SpecialtyService) =>
      call('setServiceActive', { params: { id: s.id }, body: { active: !s.active } }),
    onSuccess: refresh,
  });
  const sort = useMutation({
    mutationFn: (body: { specialtyId: number; ids: number[] }) => call('sortServices', { body, successToast: false }),
    onSettled: refresh,
  });
  const list = specialties.data?.specialties ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Services"
        subtitle="The services an office may offer under each specialty, in the order offices see them."
      />
      <ListStates
        query={specialties}
        loading="Loading services"
        failed="Services could not be loaded"
        isEmpty={false}
        empty=""
      />
      <Stack gap="md">
        {list.map((specialty) => (
          <Card key={specialty.id} withBorder padding="lg" data-specialty={specialty.name}>
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={2} size="h4">
                {specialty.name}
              </Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setEditing({ specialty, service: null })}
                aria-label={`Add a service to ${specialty.name}`}
              >
                Add service
              </Button>
            </Group>
            {specialty.services.length === 0 && (
              <Text size="sm" c="gray.7">
                No service yet.
              </Text>
            )}
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {specialty.services.map((s, i) => {
                const badge = activeBadge(s.active);
                return (
                  <Group
                    key={s.id}
                    component="li"
                    justify="space-between"
                    wrap="wrap"
                    gap="xs"
                    py={6}
                    className="service-row"
                    data-service={s.name}
                  >
                    <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px' }}>
                      <OrderButtons
                        name={s.name}
                        first={i === 0}
                        last={i === specialty.services.length - 1}
                        busy={sort.isPending}
                        onMove={(delta) =>
                          sort.mutate({
                            specialtyId: specialty.id,
                            ids: moved(
                              specialty.services.map((x) => x.id),
                              i,
                              delta,
                            ),
                          })
                        }
                      />
                      <Text size="sm" fw={500} c={s.active ? undefined : 'gray.7'}>
                        {s.name}
                      </Text>
                      {!s.active && (
                        <span style={{ flexShrink: 0 }}>
                          <StatusBadge tone={badge.tone} size="sm">
                            {badge.label}
                          </StatusBadge>
                        </span>
                      )}
                    </Group>
                    <Group gap="xs" ml="auto">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ specialty, service: s })}
                        aria-label={`Rename ${s.name}`}
                      >
                        Rename
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
                  </Group>
                );
              })}
            </Stack>
          </Card>
        ))}
      </Stack>
      <ListItemModal
        opened={editing !== null}
        title={
          editing?.service ? `Rename ${editing.service.name}` : `Add a service to ${editing?.specialty.name ?? ''}`
        }
        nameLabel="Service"
        initialName={editing?.service?.name}
        submitLabel={editing?.service ? 'Save' : 'Add'}
        onSubmit={async ({ name }) => {
          if (!editing) return;
          if (editing.service) await call('updateService', { params: { id: editing.service.id }, body: { name } });
          else await call('createService', { body: { specialtyId: editing.specialty.id, name } });
          await refresh();
        }}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
