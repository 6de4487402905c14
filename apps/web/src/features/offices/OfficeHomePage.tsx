import { Button } from '@mantine/core';
import { hasMasterDashboard, MASTER_DASHBOARD_PATH } from '@mhq/domain';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { NextSteps, officeSetupOf, QuickLinks, SetupCards } from './OfficeSetup';
import { office as texts } from './office-texts';

/** The practice's landing page: the office's state at a glance and the next steps to take. */
export function OfficeHomePage() {
  const user = useCurrentUser();
  const setup = officeSetupOf(user);
  if (!setup) return <NoOffice />;
  const { info } = setup;
  const officeCount = 1 + user.otherOffices.filter((o) => o.id !== info.id).length;

  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={info.officeName}
        subtitle={texts.welcome(user.firstName)}
        actions={
          <>
            {hasMasterDashboard(officeCount) && (
              <Button component={Link} to={MASTER_DASHBOARD_PATH} variant="default">
                {texts.masterDashboard(officeCount)}
              </Button>
            )}
            {setup.addMember === 'shown' && (
              <Button component={Link} to="/account/patient-signup">
                {texts.enrollMember}
              </Button>
            )}
          </>
        }
      />
      <SetupCards setup={setup} hasMembers={user.hasMembers} />
      {setup.complete ? <QuickLinks /> : <NextSteps setup={setup} />}
    </>
  );
}

/** A user whose account is linked to no office yet. */
export function NoOffice() {
  return (
    <>
      <PageHeader title={texts.noOfficeTitle} subtitle={texts.noOfficeLead} />
      <Button component="a" href={`mailto:${tenant.supportEmail}`}>
        {texts.contactSupport}
      </Button>
    </>
  );
}
