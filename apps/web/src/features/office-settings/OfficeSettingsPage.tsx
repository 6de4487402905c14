import './office-settings.css';
import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { ReferralRewardCard } from '../referrals/ReferralRewardCard';
import { LogoCard } from './LogoCard';
import { OfficeProfileForm } from './OfficeProfileForm';
import { officeText as t } from './office-settings-texts';
import { PmsPanel } from './PmsPanel';
import { TeamPanel } from './TeamPanel';
import { useOfficeMutations, useOfficeProfile, useOfficeScope } from './use-office';

const TABS = ['profile', 'users', 'pms'] as const;
type Tab = (typeof TABS)[number];

/**
 * Office settings (/account/settings/office?tab=profile|users|pms; also /dentist-new/edit-profile and
 * /dentist-new/profile on the profile tab, /dentist-new/users and /account/manage-users on the users tab).
 */
export function OfficeSettingsPage({ initialTab = 'profile' }: { initialTab?: Tab }) {
  const scope = useOfficeScope();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? initialTab;
  const setTab = (next: string | null) =>
    setSearch(
      (s) => {
        if (next) s.set('tab', next);
        return s;
      },
      { replace: true },
    );
  if (scope.officeId === null) return <PageHeader title={t.title} subtitle={t.noOffice} />;
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">{t.tabProfile}</Tabs.Tab>
          <Tabs.Tab value="users">{t.tabUsers}</Tabs.Tab>
          <Tabs.Tab value="pms">{t.tabPms}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab userId={scope.userId} officeId={scope.officeId} canEdit={scope.canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <TeamPanel officeId={scope.officeId} />
        </Tabs.Panel>
        <Tabs.Panel value="pms">
          <ProfileTab userId={scope.userId} officeId={scope.officeId} canEdit={scope.canEdit} pms />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function ProfileTab({
  userId,
  officeId,
  canEdit,
  pms,
}: {
  userId: number;
  officeId: number;
  canEdit: boolean;
  pms?: boolean;
}) {
  const query = useOfficeProfile(userId, officeId);
  const mutations = useOfficeMutations(userId, officeId);
  if (query.isPending) return <Skeleton h={400} />;
  if (!query.data) return <Alert color="red">{t.noOffice}</Alert>;
  if (pms) return <PmsPanel key={query.dataUpdatedAt} profile={query.data} mutations={mutations} canEdit={canEdit} />;
  return (
    <Stack gap="lg">
      {!canEdit && <Alert color="gray">{t.readOnly}</Alert>}
      <LogoCard profile={query.data} mutations={mutations} canEdit={canEdit} />
      <OfficeProfileForm key={officeId} profile={query.data} mutations={mutations} canEdit={canEdit} />
      <ReferralRewardCard officeId={officeId} canEdit={canEdit} />
    </Stack>
  );
}
