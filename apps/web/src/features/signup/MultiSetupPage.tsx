import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { SetupOfficeView } from '@mhq/contract';
import { newOfficeRow, SIGNUP_MESSAGES } from '@mhq/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { OfficeRowsStep } from './OfficeRowsStep';
import { SignInNeeded } from './SignInNeeded';
import { rememberedOfficeRows } from './signup-session';
import { signupTexts as t } from './signup-texts';
import { useSignupOffice } from './use-signup-office';

/** The owner's first office, for the setup pages' lead line. */
function useFirstOffice(officeId: number | null, signedIn: boolean) {
  const [office, setOffice] = useState<SetupOfficeView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!officeId || !signedIn) return;
    call('setupOfficeView', { params: { dentistInfoId: officeId }, successToast: false })
      .then(setOffice)
      .catch((err) => setError(userMessageOf(err)));
  }, [officeId, signedIn]);
  return { office, error };
}

/** Multi-office setup: the other offices typed in, or a CSV to import. */
export function MultiSetupPage() {
  usePageTitle(t.multiTitle);
  const { officeId, signedIn, loading } = useSignupOffice();
  const { office, error } = useFirstOffice(officeId, signedIn);
  if (loading) return <Loader role="status" aria-label="Loading" />;
  if (!signedIn || !officeId) return <SignInNeeded />;
  if (error === SIGNUP_MESSAGES.locationsOwnerOnly) {
    return (
      <Stack align="flex-start">
        <Alert color="yellow">{error}</Alert>
        <Button component={Link} to="/dentist-new/contact-admin">
          {t.contactSupport}
        </Button>
      </Stack>
    );
  }
  if (error) return <Alert color="red">{error}</Alert>;
  if (!office) return <Loader role="status" aria-label="Loading" />;
  return (
    <OfficeRowsStep
      officeId={officeId}
      initialRows={[newOfficeRow(tenant)]}
      reviewOnLoad={false}
      title={t.multiTitle}
      lead={t.multiLead(office.officeName)}
    />
  );
}

/** The review step of a CSV import: every row with its problems, fixed or removed before anything is saved. */
export function CsvReviewPage() {
  usePageTitle(t.reviewTitle);
  const { officeId, signedIn, loading } = useSignupOffice();
  if (loading) return <Loader role="status" aria-label="Loading" />;
  if (!signedIn || !officeId) return <SignInNeeded />;
  const { rows, problems } = rememberedOfficeRows();
  return (
    <OfficeRowsStep
      officeId={officeId}
      initialRows={rows}
      initialProblems={problems}
      reviewOnLoad
      title={t.reviewTitle}
      lead={t.reviewLead}
    />
  );
}
