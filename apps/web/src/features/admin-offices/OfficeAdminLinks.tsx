import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The office pages an admin moves between: back to the offices, the users, the history, the plans. */
export function OfficeAdminLinks({ officeId }: { officeId: number }) {
  return (
    <Group gap="md" mb="md" component="nav" aria-label="Office pages">
      <Anchor component={Link} to="/admin/dentists" size="sm">
        All offices
      </Anchor>
      <Anchor component={Link} to={`/admin/dentist-users/${officeId}`} size="sm">
        Users
      </Anchor>
      <Anchor component={Link} to={`/admin/dentist-history/${officeId}`} size="sm">
        History
      </Anchor>
      <Anchor component={Link} to={`/admin/custom-membership?office=${officeId}`} size="sm">
        Plans
      </Anchor>
    </Group>
  );
}
