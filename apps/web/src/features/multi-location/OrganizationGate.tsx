import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { multiTexts as texts } from './multi-location-texts';

/**
 * The organization-wide pages are the owner's and office admins' (viewOrganization): anyone else reads, kindly, who
 * they are for, instead of a failed call. The office acted from is the one chosen in the top bar.
 */
export function OrganizationGate({ children }: { children: (officeId: number) => ReactNode }) {
  const user = useCurrentUser();
  const may = useMayInOffice();
  const officeId = user.dentistInfo?.id;
  if (officeId === undefined || !may('viewOrganization')) return <Refused />;
  return <>{children(officeId)}</>;
}

function Refused() {
  usePageTitle(texts.refusedTitle);
  return (
    <Card withBorder padding="xl" maw={640} data-testid="organization-refused">
      <Stack gap="md" align="flex-start">
        <IconLock size={32} aria-hidden />
        <Title order={1} size="h3">
          {texts.refusedTitle}
        </Title>
        <Text>{texts.refused}</Text>
        <Button component={Link} to={tenant.officeDashboardPath} variant="light">
          {texts.backToDashboard}
        </Button>
      </Stack>
    </Card>
  );
}

/** A failed load, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" title={texts.loadFailed}>
      <Button variant="white" color="red" size="xs" onClick={onRetry} mt="xs">
        {texts.tryAgain}
      </Button>
    </Alert>
  );
}
