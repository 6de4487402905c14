import { Alert, Anchor, Card, Grid, List, Loader, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@mhq/domain';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { HouseholdBenefits } from '../pms/HouseholdBenefits';
import { RequestCancellation } from '../portal-leave/RequestCancellation';
import { PlanCoverage } from './HouseholdMemberCard';
import {
  brand,
  fullNameOf,
  money,
  type PortalHousehold,
  type PortalMember,
  planNameIn,
  relationshipOf,
  usDate,
  useHousehold,
} from './household';
import { HOUSEHOLD_TEXTS } from './household-texts';
import { MemberCard } from './MemberCard';
import { usePortalLang, usePortalTexts } from './portal-language';

/** How the household agreed to its membership: the enrolment's agreements, or, for one set up by the office, when. */
function Agreement({ household }: { household: PortalHousehold }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const a = household.agreement;
  const owner = household.members.find((m) => m.isAccountOwner);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="agreement-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="agreement-title">
          {t.agreementTitle}
        </Title>
        {a ? (
          <>
            <Text size="sm">
              {a.channel === 'external'
                ? t.agreementOnline(usDate(a.enrolledOn))
                : t.agreementDesk(usDate(a.enrolledOn))}
            </Text>
            <Text size="sm">{t.agreedTo}</Text>
            <List size="sm" spacing={2}>
              <List.Item>{t.agreedTerms}</List.Item>
              <List.Item>{t.agreedRenew(a.term)}</List.Item>
              <List.Item>{t.agreedConfirm(brand())}</List.Item>
            </List>
          </>
        ) : (
          <Text size="sm">{t.noAgreement(usDate(owner?.memberSince ?? household.today))}</Text>
        )}
        <Anchor component={Link} to="/terms" size="sm" fw={600}>
          {t.readTerms}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** One member: their plans with terms, price and any announced change, and their member card. */
function MemberMembership({ member, household }: { member: PortalMember; household: PortalHousehold }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const lang = usePortalLang();
  const phone = household.office.phone ? formatPhone(household.office.phone) : '';
  const titleId = `membership-${member.memberId}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id={titleId}>
                {fullNameOf(member)}
              </Title>
              <Text size="sm" c="gray.7">
                {`${relationshipOf(member, t)} · ${t.memberSince} ${usDate(member.memberSince)}`}
              </Text>
            </div>
            {member.plans.length === 0 && <Text size="sm">{t.noPlan}</Text>}
            {member.plans.map((plan) => (
              <Stack key={plan.subscriptionId} gap={6}>
                <Text fw={700}>{`${planNameIn(plan, lang)} · ${t.status[plan.status]}`}</Text>
                <Text size="sm">
                  <Text span fw={600}>{`${t.terms}: `}</Text>
                  {plan.payor === 'office' ? t.officePays : t.termsOf(money(plan.priceCents), plan.term)}
                </Text>
                <Text size="sm" c="gray.8">
                  {t.started(usDate(plan.startedOn))}
                </Text>
                {plan.pendingPrice && (
                  <Alert
                    color="blue"
                    variant="light"
                    title={t.priceChangeTitle}
                    styles={{ title: { color: '#1e3a8a' } }}
                  >
                    <Text size="sm">
                      {t.pendingPrice(money(plan.pendingPrice.priceCents), usDate(plan.pendingPrice.from))}
                    </Text>
                  </Alert>
                )}
                {plan.pendingPlan && (
                  <Text size="sm" c="blue.9">
                    {t.pendingPlan(planNameIn(plan.pendingPlan, lang), usDate(plan.pendingPlan.from))}
                  </Text>
                )}
                {plan.endsOn && (
                  <Text size="sm" c="gray.8">
                    {t.endsOn(usDate(plan.endsOn))}
                  </Text>
                )}
                <PlanCoverage plan={plan} />
                {plan.payor !== 'office' && (
                  <div>
                    <RequestCancellation
                      officeId={household.office.id}
                      memberId={member.memberId}
                      subscriptionId={plan.subscriptionId}
                      memberFirstName={member.firstName}
                      planName={planNameIn(plan, lang)}
                    />
                  </div>
                )}
              </Stack>
            ))}
            <Text size="xs" c="gray.7">
              {`${t.cancelTerms(phone)} ${t.notInsurance}`}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MemberCard member={member} household={household} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** /patient/membership-info: each member's plan and terms, the agreement the household accepted, the member cards. */
export function MembershipInfoPage() {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const household = useHousehold();
  return (
    <>
      <PageHeader title={t.membershipTitle} subtitle={t.membershipLead} />
      {household.officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : household.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : household.isError ? (
        <Alert color="gray">{userMessageOf(household.error)}</Alert>
      ) : (
        <Stack gap="lg">
          {household.data.members.map((m) => (
            <MemberMembership key={m.memberId} member={m} household={household.data} />
          ))}
          <HouseholdBenefits />
          <Agreement household={household.data} />
        </Stack>
      )}
    </>
  );
}
