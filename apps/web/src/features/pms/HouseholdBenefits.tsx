import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../app/current-user';
import { usePortalTexts } from '../portal/portal-language';
import { BenefitUsageCard } from './BenefitUsageCard';
import { BENEFIT_TEXTS } from './benefit-texts';
import { usePatientBenefits } from './pms-api';

/**
 * The household's care used this plan year, one card per member (patientBenefits), in the household's language.
 * Nothing is shown when the call fails: the membership details above it are what the page is for.
 */
export function HouseholdBenefits() {
  const t = usePortalTexts(BENEFIT_TEXTS);
  const user = useCurrentUser();
  const benefits = usePatientBenefits(user.userId, user.dentistInfo?.id ?? null);
  if (benefits.isPending && benefits.fetchStatus !== 'idle')
    return <Loader role="status" size="sm" aria-label={t.loading} />;
  if (!benefits.data || benefits.data.members.length === 0) return null;
  const members = benefits.data.members;
  // One calm line for the household instead of the same words on every card.
  const allNotConnected = members.every((m) => m.state === 'not_connected');
  return (
    <Stack gap="sm" component="section" aria-labelledby="household-benefits-title">
      <Title order={2} size="h4" id="household-benefits-title">
        {t.title}
      </Title>
      {allNotConnected ? (
        <Text size="sm">{t.state.not_connected}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {members.map((m) => (
            <BenefitUsageCard
              key={m.memberId}
              usage={m}
              t={t}
              title={m.firstName}
              headingId={`household-benefits-${m.memberId}`}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
