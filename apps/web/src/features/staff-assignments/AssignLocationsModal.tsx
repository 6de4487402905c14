import { Alert, Button, Checkbox, Fieldset, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserAssignmentsResponse } from '@mhq/contract';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { useSaveAssignments, useUserAssignments } from './staff-assignments-api';
import { staffText as t } from './staff-assignments-texts';

type Picked = { locations: Set<number>; groups: Set<number> };

/** What the boxes start as: the locations given directly, and the groups. */
function initial(data: UserAssignmentsResponse): Picked {
  return {
    locations: new Set(data.locations.filter((l) => l.direct).map((l) => l.id)),
    groups: new Set(data.groups.filter((g) => g.assigned).map((g) => g.id)),
  };
}

const LEGEND = { legend: { fontWeight: 600, marginBottom: 4 } };

const diff = (from: Set<number>, to: Set<number>) => [...to].filter((id) => !from.has(id));

/** The assignment modal: checkboxes of the locations and groups the caller may give, and what the user will see. */
export function AssignLocationsModal({
  officeId,
  userId,
  onClose,
}: {
  officeId: number;
  userId: number;
  onClose: () => void;
}) {
  const query = useUserAssignments(officeId, userId);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={query.data ? t.modalTitle(`${query.data.user.firstName} ${query.data.user.lastName}`) : t.assign}
    >
      {query.isPending ? (
        <Skeleton h={240} aria-label={t.loading} />
      ) : query.isError ? (
        <Alert color="red">{userMessageOf(query.error)}</Alert>
      ) : (
        <AssignForm key={query.dataUpdatedAt} data={query.data} officeId={officeId} onClose={onClose} />
      )}
    </Modal>
  );
}

function AssignForm({
  data,
  officeId,
  onClose,
}: {
  data: UserAssignmentsResponse;
  officeId: number;
  onClose: () => void;
}) {
  const save = useSaveAssignments(officeId);
  const start = initial(data);
  const [picked, setPicked] = useState<Picked>(start);
  const name = `${data.user.firstName} ${data.user.lastName}`;
  const editable = data.canManage && !data.user.isOwner;

  const toggle = (kind: keyof Picked, id: number, on: boolean) =>
    setPicked((p) => {
      const next = new Set(p[kind]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...p, [kind]: next };
    });

  // Where the user works after saving: the locations checked, every location of the groups checked, and those the
  // caller cannot see (kept whatever the boxes say).
  const fromGroups = new Set(data.groups.filter((g) => picked.groups.has(g.id)).flatMap((g) => g.locationIds));
  const places = data.locations
    .filter((l) => picked.locations.has(l.id) || fromGroups.has(l.id))
    .map((l) => (l.closed ? `${l.name} (${t.closed})` : l.name));
  const anywhere = places.length > 0 || data.user.otherLocations > 0;

  const add = {
    userId: data.user.userId,
    locationIds: diff(start.locations, picked.locations),
    groupIds: diff(start.groups, picked.groups),
  };
  const remove = {
    userId: data.user.userId,
    locationIds: diff(picked.locations, start.locations),
    groupIds: diff(picked.groups, start.groups),
  };
  const changed = add.locationIds.length + add.groupIds.length + remove.locationIds.length + remove.groupIds.length > 0;

  // Awaited rather than mutate's callbacks: saving refetches the assignments, which remounts this form (its key is
  // the data's time), and a remounted form's mutate callbacks never run, so the toast and the closing would be lost.
  const submit = async () => {
    try {
      const message = await save.mutateAsync({ add, remove });
      notifications.show({ color: 'green', title: 'Saved', message });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Error', message: userMessageOf(error) });
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t.modalLead(name)}</Text>
      {data.user.isOwner && <Alert color="gray">{t.ownerNote}</Alert>}
      {!data.canManage && <Alert color="gray">{t.readOnly}</Alert>}
      <Fieldset legend={t.locationsLegend} variant="unstyled" styles={LEGEND}>
        <Stack gap="xs" mt="xs">
          {data.locations.map((l) => {
            const through = data.groups
              .filter((g) => picked.groups.has(g.id) && g.locationIds.includes(l.id))
              .map((g) => g.name);
            // A location a checked group gives stays checked: uncheck the group to take it away.
            const given = through.length > 0 && !picked.locations.has(l.id);
            const closedToNew = l.closed && !l.assigned;
            return (
              <Checkbox
                key={l.id}
                label={l.name}
                description={given ? t.through(through) : l.closed ? t.closedNote : undefined}
                checked={picked.locations.has(l.id) || given}
                disabled={!editable || given || closedToNew}
                onChange={(e) => toggle('locations', l.id, e.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Fieldset>
      <Fieldset legend={t.groupsLegend} variant="unstyled" styles={LEGEND}>
        <Text size="sm" c="gray.7">
          {t.groupsHint}
        </Text>
        <Stack gap="xs" mt="xs">
          {data.groups.length === 0 && (
            <Text size="sm" c="gray.7">
              {t.noGroupsYet}
            </Text>
          )}
          {data.groups.map((g) => (
            <Checkbox
              key={g.id}
              label={g.name}
              description={g.locked ?? t.groupHolds(g.locationNames)}
              checked={picked.groups.has(g.id)}
              disabled={!editable || g.locked !== null}
              onChange={(e) => toggle('groups', g.id, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Fieldset>
      <Text size="sm" fw={500} aria-live="polite">
        {anywhere ? t.willWorkAt(name, places) : t.needOne}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
        {editable && (
          <Button onClick={submit} loading={save.isPending} disabled={!changed || !anywhere}>
            {t.save}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
