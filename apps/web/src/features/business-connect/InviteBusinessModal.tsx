import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { useInviteBusiness } from './bc-api';

type Props = { officeId: number; opened: boolean; onClose: () => void };

/** Invite a business: its name, contact email and phone; it is emailed a link to set up its account. */
export function InviteBusinessModal({ officeId, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite a business">
      {opened && <InviteForm officeId={officeId} onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ officeId, onDone }: { officeId: number; onDone: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const invite = useInviteBusiness(officeId);
  const errors = fieldErrorsOf(invite.error);
  const known = errors.name || errors.email || errors.phone;
  // A changed field clears what was said about the last try.
  const edit = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.currentTarget.value);
    if (invite.isError) invite.reset();
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate({ name: name.trim(), email: email.trim(), phone: phone.trim() }, { onSuccess: onDone });
      }}
    >
      <Stack>
        <TextInput label="Business name" required value={name} onChange={edit(setName)} error={errors.name} />
        <TextInput
          label="Contact email"
          description="We email this address a link to set up the business account."
          type="email"
          required
          value={email}
          onChange={edit(setEmail)}
          error={errors.email}
        />
        <TextInput label="Phone (optional)" type="tel" value={phone} onChange={edit(setPhone)} error={errors.phone} />
        {invite.isError && !known && <Alert color="red">{userMessageOf(invite.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
