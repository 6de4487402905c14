import { Button } from '@mantine/core';
import { isSuperAdmin } from '@mhq/domain';
import { IconShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { PlatformUsersTable } from './PlatformUsersTable';

/** /admin/users: the platform's own users, for every platform admin to read. */
export function PlatformUsersPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Users"
        subtitle="The platform team: who has access to the back office, with which role, and when they last signed in."
        actions={
          isSuperAdmin(user.type) && (
            <Button
              component={Link}
              to="/admin/super_admin"
              variant="default"
              leftSection={<IconShield size={16} aria-hidden />}
            >
              Manage in Super Admin
            </Button>
          )
        }
      />
      <PlatformUsersTable />
    </>
  );
}
