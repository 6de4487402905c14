import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { LocationGroup } from '@mhq/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { LoadFailed, OrganizationGate } from '../multi-location/OrganizationGate';
import { confirm } from '../office-settings/confirm';
import { notifyError } from '../office-settings/use-office';
import { GroupForm } from './GroupForm';
import { useGroupMutations, useGroups, useLocations } from './locations-api';
import { groupsText as t } from './locations-texts';

/**
 * /account/manage-groups: the organization's named groups of locations (regions), created, renamed, changed and
 * deleted here. Its locations are those the user works at; locations of a group they do not work at stay in it.
 */
export function GroupsPage() {
  return <OrganizationGate>{(officeId) => <Groups officeId={officeId} />}</OrganizationGate>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; group: LocationGroup } | null;

function Groups({ officeId }: { officeId: number }) {
  usePageTitle(t.title);
  const groups = useGroups(officeId);
  const locations = useLocations(officeId, true);
  const { remove } = useGroupMutations(officeId);
  const [editing, setEditing] = useState<Editing>(null);
  const choices = (locations.data?.locations ?? []).map((l) => ({
    id: l.id,
    name: l.name,
    closed: l.status === 'closed',
  }));
  const del = async (g: LocationGroup) => {
    if (!(await confirm(t.confirmDelete(g.name), { danger: true, title: t.deleteOf(g.name) }))) return;
    remove.mutate([g.id], { onError: notifyError });
  };
  const failed = groups.isError || locations.isError;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ mode: 'create' })}
            disabled={!locations.data}
          >
            {t.create}
          </Button>
        }
      />
      <Anchor component={Link} to="/account/manage-locations" size="sm" mb="md" display="inline-block">
        {t.back}
      </Anchor>
      {groups.isPending || locations.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : failed || !groups.data ? (
        <LoadFailed
          onRetry={() => {
            void groups.refetch();
            void locations.refetch();
          }}
        />
      ) : groups.data.groups.length === 0 ? (
        <Alert color="gray" maw={720}>
          {t.none}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={1100}>
          {groups.data.groups.map((g) => (
            <Card key={g.id} withBorder padding="lg" radius="md" data-testid={`group-${g.id}`}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={2} size="h4">
                    {g.name}
                  </Title>
                  <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                    {t.locationsOf(g.locations.length)}
                  </Text>
                </Group>
                <Group gap="xs" aria-label={t.locations}>
                  {g.locations.map((l) => (
                    <Badge key={l.id} variant="light" color={l.closed ? 'gray' : 'blue'} tt="none" size="lg">
                      {l.closed ? `${l.name} (${t.closed})` : l.name}
                    </Badge>
                  ))}
                </Group>
                <Text size="sm" c="gray.7">
                  {t.assigned(g.assignedUsers)}
                </Text>
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="outline"
                    color="red.9"
                    onClick={() => del(g)}
                    aria-label={t.deleteOf(g.name)}
                    loading={remove.isPending && remove.variables?.[0] === g.id}
                  >
                    {t.delete}
                  </Button>
                  <Button
                    variant="light"
                    onClick={() => setEditing({ mode: 'edit', group: g })}
                    aria-label={t.editOf(g.name)}
                  >
                    {t.edit}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t.editOf(editing.group.name) : t.newGroup}
        size="lg"
        centered
      >
        {editing && (
          <GroupForm
            officeId={officeId}
            group={editing.mode === 'edit' ? editing.group : null}
            choices={choices}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
