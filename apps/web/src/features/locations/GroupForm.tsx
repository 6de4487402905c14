import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { LocationGroup } from '@mhq/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, notifyError } from '../office-settings/use-office';
import { useGroupMutations } from './locations-api';
import { groupsText as t } from './locations-texts';

type Choice = { id: number; name: string; closed: boolean };

/** A group's name and its locations: creates the group, or saves a rename and a change of locations. */
export function GroupForm({
  officeId,
  group,
  choices,
  onDone,
}: {
  officeId: number;
  group: LocationGroup | null;
  choices: Choice[];
  onDone: () => void;
}) {
  const { create, update } = useGroupMutations(officeId);
  const [name, setName] = useState(group?.name ?? '');
  const [picked, setPicked] = useState<string[]>(group ? group.locations.map((l) => String(l.id)) : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = create.isPending || update.isPending;
  // A closed location stays listed only while the group holds it, so it can be taken out.
  const shown = choices.filter((c) => !c.closed || picked.includes(String(c.id)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = 'Required';
    if (picked.length === 0) local.locationIds = t.pickLocations;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const fields = { name: name.trim(), locationIds: picked.map(Number) };
    const handlers = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    };
    if (group) update.mutate({ id: group.id, ...fields }, handlers);
    else create.mutate(fields, handlers);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={group ? t.editOf(group.name) : t.newGroup}>
      <Stack gap="md">
        <TextInput
          label={t.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={80}
          required
          data-autofocus
        />
        <Checkbox.Group label={t.locations} value={picked} onChange={setPicked} error={errors.locationIds} required>
          <Stack gap="xs" mt="xs">
            {shown.map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={c.closed ? `${c.name} (${t.closed})` : c.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {group ? t.save : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
