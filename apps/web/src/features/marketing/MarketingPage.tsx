import './marketing.css';
import { Alert, Anchor, Skeleton, Stack, Tabs } from '@mantine/core';
import { canInvitePatient } from '@mhq/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { shellOfficeOf } from '../../app/shell/shell-office';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { CampaignsPanel } from '../campaigns/CampaignsPanel';
import { EnrolFromWebsiteCard } from '../enrol-entry/EnrolFromWebsiteCard';
import { EnrollmentLinkPanel } from './EnrollmentLinkPanel';
import { InvitePanel } from './InvitePanel';
import { marketingText as t } from './marketing-texts';
import { PrintableForm } from './PrintableForm';
import { QrSignsPanel } from './QrSignsPanel';
import { qrSignText } from './qr-sign-texts';
import { usePublicOffice } from './use-marketing';

const TABS = ['invite', 'link', 'print', 'qr', 'campaigns'] as const;
type Tab = (typeof TABS)[number];

/**
 * The Marketing Portal (/account/marketing?tab=invite|link|print|qr|campaigns, also /dentist-new/marketing): the side menu's
 * Invite Patient opens the invite tab, Printable Enrollment Form the print tab; ?tab=qr opens the QR signs. Invite shows only when the office may invite (spec 01 section 4).
 */
export function MarketingPage() {
  const user = useCurrentUser();
  const office = user.dentistInfo;
  const [search, setSearch] = useSearchParams();
  const tabList = useRef<HTMLDivElement>(null);
  const requested = search.get('tab');
  // On a phone the tabs scroll sideways: keep the open one in sight (the menu may open the last one).
  useEffect(() => {
    // With no tab asked for, the first one is open, and in sight already.
    if (requested === null) return;
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [requested]);
  if (!office) return <PageHeader title={t.title} subtitle={t.noOffice} />;

  const mayInvite = canInvitePatient(shellOfficeOf(user), tenant.specialUserIds);
  const tabs = TABS.filter((x) => x !== 'invite' || mayInvite);
  const tab: Tab = tabs.find((x) => x === search.get('tab')) ?? tabs[0] ?? 'link';
  const setTab = (next: string | null) =>
    setSearch(
      (s) => {
        if (next) s.set('tab', next);
        return s;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {!mayInvite && (
        <Alert color="gray" mb="lg">
          {t.cannotInvite}{' '}
          <Anchor component={Link} to="/account/settings/billing">
            {t.setUpPayments}
          </Anchor>
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg" className="marketing-tabs" ref={tabList}>
          {mayInvite && <Tabs.Tab value="invite">{t.tabInvite}</Tabs.Tab>}
          <Tabs.Tab value="link">{t.tabLink}</Tabs.Tab>
          <Tabs.Tab value="print">{t.tabPrint}</Tabs.Tab>
          <Tabs.Tab value="qr">{qrSignText.tab}</Tabs.Tab>
          <Tabs.Tab value="campaigns">{t.tabCampaigns}</Tabs.Tab>
        </Tabs.List>
        {mayInvite && (
          <Tabs.Panel value="invite">
            <InvitePanel office={office} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="link">
          <PublicOffice officeId={office.id}>
            {(data) => (
              <>
                <EnrollmentLinkPanel slug={data.office.slug} />
                <EnrolFromWebsiteCard slug={data.office.slug} />
              </>
            )}
          </PublicOffice>
        </Tabs.Panel>
        <Tabs.Panel value="print">
          <PublicOffice officeId={office.id}>{(data) => <PrintableForm data={data} />}</PublicOffice>
        </Tabs.Panel>
        <Tabs.Panel value="qr">
          <PublicOffice officeId={office.id}>{(data) => <QrSignsPanel data={data} />}</PublicOffice>
        </Tabs.Panel>
        <Tabs.Panel value="campaigns">
          <CampaignsPanel officeId={office.id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

type PublicOfficeData = NonNullable<ReturnType<typeof usePublicOffice>['data']>;

/** The office as its public pages show it, loaded once for the link, print and QR signs tabs. */
function PublicOffice({
  officeId,
  children,
}: {
  officeId: number;
  children: (data: PublicOfficeData) => React.ReactNode;
}) {
  const query = usePublicOffice(officeId);
  if (query.isPending) return <Skeleton h={240} radius="md" />;
  if (!query.data) return <Alert color="red">{t.loadFailed}</Alert>;
  return <Stack gap="lg">{children(query.data)}</Stack>;
}
