import { Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AssociationRole } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { fieldErrorsOf, notifyError } from '../office-settings/use-office';
import { ROLE_HINTS, ROLE_LABELS } from './association-words';

const EMPTY = { firstName: '', lastName: '', email: '', role: 'association_standard' as AssociationRole };

/** Invites a user to the association: they get an email with a link to set their password. */
export function InviteAssociationUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useMutation({
    mutationFn: () => call('inviteAssociationUser', { body: form }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['association', 'users'] });
      setForm(EMPTY);
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    invite.mutate(undefined, {
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Invite a user" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              value={form.firstName}
              onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
              error={errors.firstName}
            />
            <TextInput
              label="Last name"
              required
              value={form.lastName}
              onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
            error={errors.email}
          />
          <Radio.Group
            label="Role"
            value={form.role}
            onChange={(value) => setForm({ ...form, role: value as AssociationRole })}
            error={errors.role}
          >
            <Stack gap="xs" mt={4}>
              {(Object.keys(ROLE_LABELS) as AssociationRole[]).map((r) => (
                <Radio key={r} value={r} label={ROLE_LABELS[r]} description={ROLE_HINTS[r]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
