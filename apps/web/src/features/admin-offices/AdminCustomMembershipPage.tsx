import { Alert, Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { PlansContent } from '../plans/PlansPage';
import { OfficePicker } from './OfficePicker';

const HEADER = {
  eyebrow: 'Platform admin',
  title: 'Custom Membership',
  subtitle: "An office's plans, prices, usual fees and plan settings, changed for it by the platform.",
};

/**
 * /admin/custom-membership?office={id}: a platform admin chooses an office and edits its plans with the office's own
 * plan pages. Every change is saved and audited as the admin's, not the office's.
 */
export function AdminCustomMembershipPage() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const officeId = Number(search.get('office')) || null;
  const office = useQuery({
    queryKey: ['admin', 'office-head', officeId],
    queryFn: ({ signal }) => call('adminOfficeUsers', { params: { dentistInfoId: officeId ?? 0 }, signal }),
    enabled: officeId !== null,
  });
  const choose = (value: string | null) =>
    setSearch((s) => {
      if (value) s.set('office', value);
      else s.delete('office');
      return s;
    });
  const picker = (
    <Card withBorder padding="md" mb="lg" maw={560}>
      <OfficePicker value={officeId ? String(officeId) : null} onChange={choose} />
    </Card>
  );
  if (officeId === null) {
    return (
      <>
        <PageHeader {...HEADER} />
        {picker}
      </>
    );
  }
  const name = office.data?.office.officeName;
  return (
    <PlansContent
      key={officeId}
      userId={user.id}
      officeId={officeId}
      canEdit
      header={{
        ...HEADER,
        title: `Plans of ${name ?? 'the office'}`,
        subtitle: office.data ? `${office.data.office.organizationName}. ${HEADER.subtitle}` : HEADER.subtitle,
      }}
      intro={
        <>
          {picker}
          <Alert variant="light" color="blue" mb="md" className="calm-alert">
            You are changing {name ?? 'this office'}'s plans as a platform admin: patients see the changes at once, and
            each one is recorded in the audit log under your name.
          </Alert>
        </>
      }
    />
  );
}
