import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { PlatformRole } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { PLATFORM_USERS_KEY } from './PlatformUsersTable';
import { READABLE_ERRORS, ROLE_OPTIONS, ROLE_WORDS } from './user-words';

type Props = { opened: boolean; onClose: () => void };

/** A super admin adds a platform user, who is mailed a link to set a first password. */
export function AddPlatformUserModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a platform user">
      {opened && <AddPlatformUserForm onDone={onClose} />}
    </Modal>
  );
}

function AddPlatformUserForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PlatformRole>('admin');
  const save = useMutation({
    mutationFn: () => call('addPlatformUser', { body: { firstName, lastName, email, role } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PLATFORM_USERS_KEY });
      onDone();
    },
  });
  const errors = fieldErrorsOf(save.error);
  const general = save.isError && Object.keys(errors).length === 0 ? userMessageOf(save.error) : null;
  return (
    <form
      style={READABLE_ERRORS}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            error={errors.firstName}
            required
          />
          <TextInput
            label="Last name"
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            error={errors.lastName}
            required
          />
        </Group>
        <TextInput
          type="email"
          label="Email"
          description="The invitation to set a password goes here; they sign in with it."
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            // A refusal of the email no longer holds for another one.
            if (save.isError) save.reset();
          }}
          error={errors.email}
          required
        />
        <NativeSelect
          label="Role"
          description={ROLE_WORDS[role].what}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as PlatformRole)}
          data={ROLE_OPTIONS}
          error={errors.role}
        />
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Add and send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
