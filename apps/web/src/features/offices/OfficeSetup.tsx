import { Anchor, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CurrentUser, DentistInfo } from '@mhq/contract';
import { addMemberEntry, isCommunityConnectEnabled, type PaymentAccountEntry, paymentAccountEntry } from '@mhq/domain';
import {
  IconBuildingBank,
  IconCircleCheck,
  IconCircleDashed,
  IconFileAnalytics,
  IconListDetails,
  IconShieldCheck,
  IconSpeakerphone,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { shellOfficeOf } from '../../app/shell/shell-office';
import { tenant } from '../../app/tenant';
import { StatusBadge } from '../../ui/StatusBadge';
import { StatusCard } from '../../ui/StatusCard';
import { office as texts } from './office-texts';

// The office's set-up state, shared by the practice landing pages (OfficeHomePage and the dashboard): a new
// practice sees where it stands and its next steps; once everything is done, the everyday tasks.

export type OfficeSetupState = {
  info: DentistInfo;
  /** The payment-account entry still to act on; null once payouts are on. */
  payment: Exclude<PaymentAccountEntry, null> | null;
  addMember: ReturnType<typeof addMemberEntry>;
  steps: { done: boolean; label: string; to: string }[];
  doneCount: number;
  complete: boolean;
};

/** Where the signed-in user's current office stands in its set-up; null when no office is selected. */
export function officeSetupOf(user: CurrentUser): OfficeSetupState | null {
  const info = user.dentistInfo;
  const office = shellOfficeOf(user);
  if (!info || !office) return null;
  // The menu offers 'View Payment Account' for any account of the processor's; it needs attention only until payouts are on.
  const entry = paymentAccountEntry(office);
  const payment = entry === 'view-account' && info.payoutsOn ? null : entry;
  const steps = [
    { done: info.memberships.length > 0, label: texts.stepPlans, to: '/account/settings/membership-plan' },
    { done: info.verified, label: texts.stepVerify, to: '/account/settings/office?tab=profile' },
    { done: payment === null, label: texts.stepPayments, to: '/account/settings/billing' },
    { done: user.hasMembers, label: texts.stepFirstMember, to: '/account/patient-signup' },
    { done: isCommunityConnectEnabled(office), label: texts.stepOnboarding, to: tenant.bookingLinks.onboarding },
  ];
  const doneCount = steps.filter((s) => s.done).length;
  return {
    info,
    payment,
    addMember: addMemberEntry(office),
    steps,
    doneCount,
    complete: doneCount === steps.length,
  };
}

/** Four tiles: verification, payment account, plans and members, each with its state and next step. */
export function SetupCards({ setup, hasMembers }: { setup: OfficeSetupState; hasMembers: boolean }) {
  const { info, payment } = setup;
  const plans = info.memberships;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mb="xl">
      <StatusCard
        icon={<IconShieldCheck size={22} aria-hidden />}
        title={texts.verification}
        status={info.verified ? texts.verified : texts.pending}
        tone={info.verified ? 'ok' : 'attention'}
        action={
          !info.verified && (
            <Anchor component={Link} to="/account/settings/office?tab=profile" size="sm" fw={600}>
              {texts.completeProfile}
            </Anchor>
          )
        }
      >
        {info.verified ? texts.verifiedLead : texts.pendingLead}
      </StatusCard>
      <StatusCard
        icon={<IconBuildingBank size={22} aria-hidden />}
        title={texts.paymentAccount}
        status={payment === null ? texts.connected : texts.paymentStatus[payment]}
        tone={payment === null ? 'ok' : 'attention'}
        action={
          payment !== null && (
            <Anchor component={Link} to="/account/settings/billing" size="sm" fw={600}>
              {texts.paymentAction[payment]}
            </Anchor>
          )
        }
      >
        {payment === null ? texts.connectedLead(info.last4) : texts.paymentLead[payment]}
      </StatusCard>
      <StatusCard
        icon={<IconListDetails size={22} aria-hidden />}
        title={texts.plans}
        status={texts.planCount(plans.length)}
        tone={plans.length > 0 ? 'ok' : 'attention'}
        action={
          <Anchor component={Link} to="/account/settings/membership-plan" size="sm" fw={600}>
            {plans.length > 0 ? texts.managePlans : texts.createPlan}
          </Anchor>
        }
      >
        {plans.length > 0 ? plans.map((p) => p.name).join(', ') : texts.noPlansLead}
      </StatusCard>
      <StatusCard
        icon={<IconUsers size={22} aria-hidden />}
        title={texts.members}
        status={hasMembers ? texts.enrolled : texts.noneYet}
        tone={hasMembers ? 'ok' : 'info'}
        action={
          <Anchor component={Link} to="/account/members" size="sm" fw={600}>
            {texts.viewMembers}
          </Anchor>
        }
      >
        {hasMembers ? texts.membersLead : texts.noMembersLead}
      </StatusCard>
    </SimpleGrid>
  );
}

/** The set-up checklist with its progress, while any step is left. */
export function NextSteps({ setup }: { setup: OfficeSetupState }) {
  const { steps, doneCount } = setup;
  return (
    <Card withBorder padding="lg" mb="xl">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          {texts.nextSteps}
        </Title>
        <Text size="sm" c="gray.7">
          {texts.progress(doneCount, steps.length)}
        </Text>
      </Group>
      <Progress value={(doneCount / steps.length) * 100} mb="md" aria-label={texts.progress(doneCount, steps.length)} />
      <List spacing="sm" listStyleType="none" p={0}>
        {steps.map((s) => (
          <List.Item
            key={s.label}
            icon={
              <ThemeIcon
                size={24}
                radius="xl"
                variant={s.done ? 'filled' : 'light'}
                color={s.done ? 'green.8' : 'gray'}
              >
                {s.done ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Stack gap={0}>
              {s.done ? (
                <Text size="sm" c="gray.7" td="line-through">
                  {s.label}
                  <span className="visually-hidden"> ({texts.done})</span>
                </Text>
              ) : s.to.startsWith('http') ? (
                <Anchor href={s.to} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                  {s.label}
                </Anchor>
              ) : (
                <Anchor component={Link} to={s.to} size="sm" fw={600}>
                  {s.label}
                </Anchor>
              )}
            </Stack>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

const QUICK_LINKS = [
  { label: texts.quickEnroll, to: '/account/patient-signup', icon: IconUserPlus },
  { label: texts.quickPlans, to: '/account/settings/membership-plan', icon: IconListDetails },
  { label: texts.quickMarketing, to: '/account/marketing', icon: IconSpeakerphone },
  { label: texts.quickReports, to: '/account/reports', icon: IconFileAnalytics },
];

/** Once set-up is complete, the everyday tasks take the place of the checklist. */
export function QuickLinks() {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4">
          {texts.quickTitle}
        </Title>
        <StatusBadge tone="ok">{texts.setupComplete}</StatusBadge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {QUICK_LINKS.map(({ label, to, icon: Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Card>
  );
}
