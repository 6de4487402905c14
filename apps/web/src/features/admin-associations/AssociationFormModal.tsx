import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AdminAssociation } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';

type Props = { opened: boolean; onClose: () => void; association: AdminAssociation | null };

/** Create an association, or change its name, sign-up address or logo. */
export function AssociationFormModal({ opened, onClose, association }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={association ? `Edit ${association.name}` : 'New association'}
      size="lg"
    >
      {opened && <AssociationForm association={association} onDone={onClose} />}
    </Modal>
  );
}

function AssociationForm({ association, onDone }: { association: AdminAssociation | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(association?.name ?? '');
  const [urlSlug, setUrlSlug] = useState(association?.urlSlug ?? '');
  const [logo, setLogo] = useState(association?.logo ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), urlSlug: urlSlug.trim(), logo: logo.trim() };
      return association
        ? call('updateAssociation', { params: { associationId: association.id }, body })
        : call('createAssociation', { body });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'associations'] });
      onDone();
    },
  });
  const errors = fieldErrorsOf(save.error);
  // A changed field clears what was said about the last try.
  const edit = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.currentTarget.value);
    if (save.isError) save.reset();
  };
  const known = errors.name || errors.urlSlug || errors.logo;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <Stack>
        <TextInput label="Name" required value={name} onChange={edit(setName)} error={errors.name} />
        <TextInput
          label="Sign-up address"
          description={`Practices of the association sign up at ${window.location.origin}/accounts/${urlSlug.trim() || 'address'}`}
          required
          value={urlSlug}
          onChange={edit(setUrlSlug)}
          error={errors.urlSlug}
        />
        <TextInput
          label="Logo"
          description="An https:// address, or a path on this site; shown on the association's sign-up page"
          value={logo}
          onChange={edit(setLogo)}
          error={errors.logo}
        />
        {association && association.urlSlug !== urlSlug.trim() && (
          <Text size="sm" c="orange.9">
            The old address stops working: tell the association its new one.
          </Text>
        )}
        {save.isError && !known && (
          <Text c="red.8" size="sm" role="alert">
            {userMessageOf(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {association ? 'Save association' : 'Create association'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
