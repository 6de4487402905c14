import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TeamUser } from '@mhq/contract';
import { JOB_TITLES, PERMISSION_LEVELS, type PermissionLevel } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { tenant } from '../../app/tenant';
import { confirm } from './confirm';
import { officeText as t } from './office-settings-texts';
import { fieldErrorsOf, fullNameOf, notifyError, type useTeamMutations } from './use-office';

type Mutations = ReturnType<typeof useTeamMutations>;
const jobTitles = JOB_TITLES[tenant.id];
const permissionOptions = PERMISSION_LEVELS.map((p) => ({ value: p.value, label: p.label }));

/** Adds a user: they are mailed a link to set their password. */
export function AddUserModal({
  opened,
  onClose,
  mutations,
}: {
  opened: boolean;
  onClose: () => void;
  mutations: Mutations;
}) {
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    jobTitle: jobTitles[0]?.value ?? 'other',
    permission: 'dentist_standard' as PermissionLevel,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    mutations.add.mutate(form, {
      onSuccess: onClose,
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t.addUser} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {t.inviteLead}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t.firstName}
              required
              value={form.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
              error={errors.firstName}
              data-autofocus
            />
            <TextInput
              label={t.lastName}
              required
              value={form.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextInput
            label={t.userEmail}
            type="email"
            required
            value={form.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t.jobTitle}
              value={form.jobTitle}
              onChange={(e) => set('jobTitle', e.currentTarget.value)}
              data={[...jobTitles]}
              error={errors.jobTitle}
            />
            <NativeSelect
              label={t.permission}
              value={form.permission}
              onChange={(e) => set('permission', e.currentTarget.value)}
              data={permissionOptions}
              error={errors.permission}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={mutations.add.isPending}>
              {t.invite}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type EditProps = {
  user: TeamUser;
  team: TeamUser[];
  callerIsOwner: boolean;
  isSelf: boolean;
  onClose: () => void;
  mutations: Mutations;
};

/** Edits a user's name, job title, permissions and flags; a new owner and a new plan coordinator are confirmed. */
export function EditUserModal({ user, team, callerIsOwner, isSelf, onClose, mutations }: EditProps) {
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle ?? '',
    planCoordinator: user.planCoordinator,
    isOwner: user.isOwner,
    permission: (user.type === 'office_admin' ? 'office_admin' : 'dentist_standard') as PermissionLevel,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const name = fullNameOf(user);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const currentCoordinator = team.find((u) => u.planCoordinator && u.userId !== user.userId);
    if (form.planCoordinator && !user.planCoordinator && currentCoordinator) {
      if (!(await confirm(t.confirmCoordinator(name)))) return;
      // The brand may ask twice before the coordinator changes (tenant flag changePlanCoordinatorDoubleConfirm).
      if (
        tenant.featureFlags.includes('changePlanCoordinatorDoubleConfirm') &&
        !(await confirm(t.confirmCoordinatorAgain))
      )
        return;
    }
    const upgrade = form.isOwner && !user.isOwner;
    if (upgrade && !(await confirm(t.confirmOwner(name)))) return;
    setSaving(true);
    try {
      const permissionChanged =
        !isSelf &&
        !user.isOwner &&
        !form.isOwner &&
        form.permission !== (user.type === 'office_admin' ? 'office_admin' : 'dentist_standard');
      if (permissionChanged)
        await mutations.permissions.mutateAsync({ userId: user.userId, permission: form.permission });
      await mutations.update.mutateAsync({
        body: {
          userId: user.userId,
          firstName: form.firstName,
          lastName: form.lastName,
          jobTitle: form.jobTitle || null,
          planCoordinator: form.planCoordinator,
          isOwner: form.isOwner,
        },
        upgrade,
      });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t.editUser(name)} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t.firstName}
              required
              value={form.firstName}
              onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
              error={errors.firstName}
            />
            <TextInput
              label={t.lastName}
              required
              value={form.lastName}
              onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
              error={errors.lastName}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t.jobTitle}
              value={form.jobTitle}
              onChange={(e) => setForm({ ...form, jobTitle: e.currentTarget.value })}
              data={[{ value: '', label: '—' }, ...jobTitles]}
              error={errors.jobTitle}
            />
            {!isSelf && !form.isOwner && (
              <NativeSelect
                label={t.permission}
                value={form.permission}
                onChange={(e) => setForm({ ...form, permission: e.currentTarget.value as PermissionLevel })}
                data={permissionOptions}
              />
            )}
          </SimpleGrid>
          <Switch
            label={t.planCoordinator}
            description={t.coordinatorLead}
            checked={form.planCoordinator}
            onChange={(e) => setForm({ ...form, planCoordinator: e.currentTarget.checked })}
          />
          {callerIsOwner && !isSelf && (
            <Switch
              label={t.makeOwner}
              description={t.ownerLead}
              checked={form.isOwner}
              onChange={(e) => setForm({ ...form, isOwner: e.currentTarget.checked })}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {t.saveUser}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
