import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@mhq/domain';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { FigureCard } from '../../ui/FigureCard';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { BcSettingsCard } from './BcSettingsCard';
import { BusinessesCard } from './BusinessesCard';
import { useBusinessConnect, useTurnOff } from './bc-api';
import { bcText } from './bc-texts';
import { bcOffered, NotOffered } from './NotOffered';
import { TurnOnCard } from './TurnOnCard';

/**
 * /account/business-connect (and /dentist-new/business-connect): the program's settings, the office's employers with
 * their links and what they brought, and the switch to turn it off.
 */
export function BusinessConnectPage() {
  const t = bcText(tenant);
  const { officeId } = useMembersScope();
  const may = useMayInOffice();
  const bc = useBusinessConnect(bcOffered() ? officeId : null);
  const turnOff = useTurnOff(officeId ?? 0);
  if (!bcOffered()) return <NotOffered />;
  const d = bc.data;
  const mayChange = may('managePlans');
  const confirmOff = () =>
    modals.openConfirmModal({
      title: 'Turn BusinessConnect off?',
      children: (
        <Text size="sm">
          Employers’ links stop giving your discount and you cannot invite businesses. Employees who already enrolled
          keep their memberships and prices. You can turn it on again later.
        </Text>
      ),
      labels: { confirm: 'Turn it off', cancel: 'Keep it on' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => turnOff.mutate(),
    });
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title="BusinessConnect"
        subtitle="Local employers offer your plans to their staff at a discount."
        actions={
          d?.on ? (
            <Button component={Link} to="/dentist-new/business-connect-reports" variant="default">
              Reports
            </Button>
          ) : undefined
        }
      />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : bc.isPending ? (
        <Loader role="status" aria-label="Loading BusinessConnect" />
      ) : bc.isError || !d ? (
        <Alert color="red">{userMessageOf(bc.error)}</Alert>
      ) : !d.on ? (
        <Stack maw={760}>
          <Alert color="gray" title="BusinessConnect is off">
            Turn it on to invite businesses.{' '}
            <Anchor component={Link} to="/dentist-new/landing-connect" underline="always">
              What BusinessConnect is
            </Anchor>
          </Alert>
          <TurnOnCard officeId={officeId} />
        </Stack>
      ) : (
        <Stack gap="lg" maw={1100}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <FigureCard label="Businesses" value={String(d.businesses.length)} />
            <FigureCard label="Employees enrolled" value={String(d.businesses.reduce((s, b) => s + b.employees, 0))} />
            <FigureCard label="Active members" value={String(d.businesses.reduce((s, b) => s + b.activeMembers, 0))} />
            <FigureCard
              label="Revenue to date"
              value={formatMoney(d.businesses.reduce((s, b) => s + b.revenueCents, 0))}
            />
          </SimpleGrid>
          <BusinessesCard officeId={officeId} businesses={d.businesses} mayChange={mayChange} />
          <BcSettingsCard
            key={`${d.discountPercent}-${d.plans.map((p) => p.showOnBC).join()}`}
            officeId={officeId}
            bc={d}
            mayChange={mayChange}
          />
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bc-program">
            <Title order={2} size="h4" id="bc-program" mb="xs">
              The program
            </Title>
            <Text size="sm" c="gray.7">
              {d.termsAcceptedAt
                ? `Terms and addendum accepted${d.acceptedBy ? ` by ${d.acceptedBy}` : ''} on ${formatDateTime(d.termsAcceptedAt)}.`
                : 'BusinessConnect is on.'}{' '}
              <Anchor href="/business-connect-terms" target="_blank" rel="noreferrer" underline="always">
                Terms
              </Anchor>{' '}
              ·{' '}
              <Anchor href="/business-connect-addendum" target="_blank" rel="noreferrer" underline="always">
                Addendum
              </Anchor>{' '}
              ·{' '}
              <Anchor href="/business-faq" target="_blank" rel="noreferrer" underline="always">
                FAQ for businesses
              </Anchor>
            </Text>
            {mayChange && (
              <Group mt="md">
                <Button variant="outline" color="red.9" onClick={confirmOff} loading={turnOff.isPending}>
                  Turn BusinessConnect off
                </Button>
              </Group>
            )}
          </Card>
        </Stack>
      )}
    </>
  );
}
