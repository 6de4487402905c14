import { Alert, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PlatformRole, PlatformUser } from '@mhq/contract';
import { isSuperAdmin } from '@mhq/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { AddPlatformUserModal } from './AddPlatformUserModal';
import { PLATFORM_USERS_KEY, PlatformUsersTable } from './PlatformUsersTable';
import { fullName, ROLE_OPTIONS } from './user-words';

type Action =
  | { kind: 'role'; user: PlatformUser; role: PlatformRole }
  | { kind: 'deactivate' | 'reactivate' | 'invite'; user: PlatformUser };

/** /admin/super_admin: a super admin adds platform users, changes their roles, deactivates and reinvites them. */
export function SuperAdminPage() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const act = useMutation({
    mutationFn: (a: Action) => {
      const params = { id: a.user.id };
      if (a.kind === 'role') return call('setPlatformUserRole', { params, body: { role: a.role } });
      if (a.kind === 'invite') return call('resendPlatformInvitation', { params });
      return call('setPlatformUserActive', { params, body: { active: a.kind === 'reactivate' } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLATFORM_USERS_KEY }),
  });
  const busy = (kind: Action['kind'], u: PlatformUser) =>
    act.isPending && act.variables?.kind === kind && act.variables.user.id === u.id;
  const confirmDeactivate = (user: PlatformUser) =>
    modals.openConfirmModal({
      title: `Deactivate ${fullName(user)}?`,
      children: (
        <Text size="sm">
          {fullName(user)} is signed out everywhere at once and cannot sign in until reactivated. Links mailed before
          stop working.
        </Text>
      ),
      labels: { confirm: 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => act.mutate({ kind: 'deactivate', user }),
    });

  if (!isSuperAdmin(me.type)) {
    return (
      <>
        <PageHeader eyebrow="Platform admin" title="Super Admin" />
        <Alert color="gray" title="For super admins only">
          Only a super admin can manage the platform’s users. The list is under Users.
        </Alert>
      </>
    );
  }

  const actions = (u: PlatformUser) => {
    const self = u.id === me.userId;
    return (
      <Stack gap={6} align="flex-end">
        <NativeSelect
          size="xs"
          aria-label={`Role of ${fullName(u)}`}
          value={u.role}
          disabled={self || !u.active || act.isPending}
          onChange={(e) => act.mutate({ kind: 'role', user: u, role: e.currentTarget.value as PlatformRole })}
          data={ROLE_OPTIONS}
        />
        {u.invitationPending && u.active && (
          <Button
            size="xs"
            variant="outline"
            loading={busy('invite', u)}
            onClick={() => act.mutate({ kind: 'invite', user: u })}
            aria-label={`Resend the invitation to ${fullName(u)}`}
          >
            Resend invitation
          </Button>
        )}
        {u.active ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={self}
            loading={busy('deactivate', u)}
            onClick={() => confirmDeactivate(u)}
            aria-label={`Deactivate ${fullName(u)}`}
          >
            Deactivate
          </Button>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            loading={busy('reactivate', u)}
            onClick={() => act.mutate({ kind: 'reactivate', user: u })}
            aria-label={`Reactivate ${fullName(u)}`}
          >
            Reactivate
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Super Admin"
        subtitle="Add people to the platform team, change their roles, and take access away. Every change is in the audit log."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add user
          </Button>
        }
      />
      <PlatformUsersTable actions={actions} />
      <AddPlatformUserModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
