import { Button, Card, CopyButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { usePortalLang } from '../portal/portal-language';
import { ShareLinkRow } from '../referrals/ShareLinkRow';

type Audience = 'patient' | 'office';

const texts = {
  patient: {
    title: 'Refer a friend',
    lead: 'Share your referral code. Each household that enrolls with it earns you an account credit, taken off your next membership payment.',
    code: 'Your referral code',
    credit: 'Your account credit',
  },
  office: {
    title: 'Referrals and credit',
    lead: "The household's referral code, and the account credit its referrals earned: the next renewal is charged less by it (the practice funds it, like a discount).",
    code: 'Referral code',
    credit: 'Account credit',
  },
} as const;

const copy = { copy: 'Copy code', copied: 'Copied' };
const referred = (n: number) => (n === 1 ? '1 household enrolled with it' : `${n} households enrolled with it`);
const movement = (kind: 'referral' | 'used', cents: number) =>
  kind === 'referral'
    ? `Referral credit +${formatMoney(cents, { decimals: 2 })}`
    : `Used on a renewal ${formatMoney(cents, { decimals: 2 })}`;

/**
 * A household's referral code and account credit (spec 01 section 5 'referral code'): in the patient's portal, to
 * share; on the member's page, for the front desk answering 'did my friend's enrolment count?'.
 */
export function HouseholdReferralCard({
  officeId,
  memberId,
  audience,
}: {
  officeId: number;
  memberId: number;
  audience: Audience;
}) {
  const t = texts[audience];
  const query = useQuery({
    queryKey: ['householdReferral', officeId, memberId],
    queryFn: ({ signal }) =>
      call('householdReferral', { params: { dentistInfoId: officeId, memberId }, signal, successToast: false }),
  });
  const data = query.data;
  return (
    <Card withBorder padding="lg" data-testid="household-referral">
      <Stack gap="xs">
        <IconGift size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
        <Title order={2} size="h4">
          {t.title}
        </Title>
        <Text size="sm" c="gray.7">
          {t.lead}
        </Text>
        {query.isPending && <Skeleton h={60} />}
        {query.isError && (
          <Text size="sm" c="red.8">
            {query.error.message}
          </Text>
        )}
        {data && (
          <>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="xs" c="gray.7">
                  {t.code}
                </Text>
                <Text fw={700} ff="monospace" size="lg" data-testid="referral-code">
                  {data.code}
                </Text>
              </div>
              <CopyButton value={data.code}>
                {({ copied, copy: doCopy }) => (
                  <Button size="xs" variant="light" onClick={doCopy}>
                    {copied ? copy.copied : copy.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t.credit}</Text>
              <Text fw={700} data-testid="referral-credit">
                {formatMoney(data.creditCents, { decimals: 2 })}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              {referred(data.referredCount)}
            </Text>
            {audience === 'patient' && <PatientShare officeId={officeId} memberId={memberId} />}
            {data.movements.slice(0, 3).map((m) => (
              <Text size="xs" c="gray.7" key={`${m.at}-${m.kind}-${m.amountCents}`}>
                {formatDateTime(m.at)}: {movement(m.kind, m.amountCents)}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** 'Share your link', in the signed-in patient's language. */
function PatientShare({ officeId, memberId }: { officeId: number; memberId: number }) {
  const lang = usePortalLang();
  return <ShareLinkRow officeId={officeId} memberId={memberId} lang={lang} />;
}

/** The portal's card: the signed-in patient's household, as the server knows it (its account owner). */
export function PatientReferralCard({ userId, officeId }: { userId: number; officeId: number }) {
  const owner = useQuery({
    queryKey: ['patient', 'owner', officeId],
    queryFn: ({ signal }) =>
      call('pastDue', { params: { id: userId }, body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
  if (!owner.data) return null;
  return <HouseholdReferralCard officeId={officeId} memberId={owner.data.ownerMemberId} audience="patient" />;
}
