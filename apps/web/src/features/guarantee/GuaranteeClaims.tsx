import { Anchor, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { GuaranteeOffice } from '@mhq/contract';
import { formatMoney, formatUsDate, membersPath } from '@mhq/domain';
import { IconReceipt, IconUserExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { Section } from '../money/BillingSection';
import type { ClaimTarget } from './ClaimGuaranteeModal';
import { guaranteeText as t } from './guarantee-texts';

// The page's two lists: the plans whose payments stopped, each with its Claim button, and the claims made. A table on
// a wide screen; on a phone, one card per plan, so nothing hides past the screen's edge.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
type Claimable = GuaranteeOffice['claimable'][number];
type Claim = GuaranteeOffice['claims'][number];

const memberLink = (c: { memberId: number; memberName: string }) => (
  <Anchor component={Link} to={`${membersPath(tenant)}?id=${c.memberId}`} size="sm" fw={600}>
    {c.memberName}
  </Anchor>
);

function ClaimButton({
  g,
  c,
  onClaim,
  full,
}: {
  g: GuaranteeOffice;
  c: Claimable;
  onClaim: (t: ClaimTarget) => void;
  full?: boolean;
}) {
  return (
    <Button
      size={full ? 'sm' : 'compact-sm'}
      fullWidth={full}
      aria-label={t.claimFor(c.memberName, c.planName)}
      onClick={() =>
        onClaim({
          officeId: g.officeId,
          memberId: c.memberId,
          subscriptionId: c.subscriptionId,
          memberName: c.memberName,
        })
      }
    >
      {t.claim}
    </Button>
  );
}

export function ClaimableSection({ g, onClaim }: { g: GuaranteeOffice; onClaim: (target: ClaimTarget) => void }) {
  return (
    <Section
      id="guarantee-claimable"
      icon={<IconUserExclamation size={22} aria-hidden />}
      title={t.claimableTitle}
      lead={t.claimableLead}
    >
      {g.claimable.length === 0 ? (
        <Text size="sm">{t.claimableEmpty}</Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table verticalSpacing="xs" aria-labelledby="guarantee-claimable">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.member}</Table.Th>
                  <Table.Th scope="col">{t.plan}</Table.Th>
                  <Table.Th scope="col">{t.unpaidSince}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.months}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.amount}
                  </Table.Th>
                  <Table.Th scope="col">
                    <span className="visually-hidden">{t.claim}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {g.claimable.map((c) => (
                  <Table.Tr key={c.subscriptionId}>
                    <Table.Td>{memberLink(c)}</Table.Td>
                    <Table.Td>{c.planName}</Table.Td>
                    <Table.Td>{c.unpaidSince ? formatUsDate(c.unpaidSince) : ''}</Table.Td>
                    <Table.Td ta="right">{c.months}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {money(c.claimableCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <ClaimButton g={g} c={c} onClaim={onClaim} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="sm" hiddenFrom="sm" component="ul" className="guarantee-cards">
            {g.claimable.map((c) => (
              <Card key={c.subscriptionId} withBorder padding="sm" radius="md" component="li">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  {memberLink(c)}
                  <Text fw={700}>{money(c.claimableCents)}</Text>
                </Group>
                <Text size="sm" c="gray.7" mb="sm">
                  {t.claimableCard(c.planName, c.months, c.unpaidSince ? formatUsDate(c.unpaidSince) : null)}
                </Text>
                <ClaimButton g={g} c={c} onClaim={onClaim} full />
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}

const CLAIM_TONES = { succeeded: 'ok', pending: 'brand', failed: 'danger' } as const;

function ClaimStatus({ c }: { c: Claim }) {
  return (
    <>
      <StatusBadge tone={CLAIM_TONES[c.status]} size="sm">
        {t.claimStatus[c.status]}
      </StatusBadge>
      {c.failureMessage && (
        <Text size="xs" c="gray.7">
          {c.failureMessage}
        </Text>
      )}
    </>
  );
}

export function ClaimsSection({ g }: { g: GuaranteeOffice }) {
  return (
    <Section
      id="guarantee-claims"
      icon={<IconReceipt size={22} aria-hidden />}
      title={t.claimsTitle}
      lead={t.claimsLead}
    >
      {g.claims.length === 0 ? (
        <Text size="sm">{t.claimsEmpty}</Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table verticalSpacing="xs" aria-labelledby="guarantee-claims">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.date}</Table.Th>
                  <Table.Th scope="col">{t.member}</Table.Th>
                  <Table.Th scope="col">{t.plan}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.months}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.amount}
                  </Table.Th>
                  <Table.Th scope="col">{t.status}</Table.Th>
                  <Table.Th scope="col">{t.by}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {g.claims.map((c) => (
                  <Table.Tr key={c.claimId}>
                    <Table.Td>{formatDate(c.requestedAt)}</Table.Td>
                    <Table.Td>{c.memberName}</Table.Td>
                    <Table.Td>{c.planName}</Table.Td>
                    <Table.Td ta="right">{c.months}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {money(c.amountCents)}
                    </Table.Td>
                    <Table.Td>
                      <ClaimStatus c={c} />
                    </Table.Td>
                    <Table.Td>{c.requestedBy ?? t.automatic}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="sm" hiddenFrom="sm" component="ul" className="guarantee-cards">
            {g.claims.map((c) => (
              <Card key={c.claimId} withBorder padding="sm" radius="md" component="li">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {c.memberName}
                  </Text>
                  <Text fw={700}>{money(c.amountCents)}</Text>
                </Group>
                <Text size="sm" c="gray.7" mb={6}>
                  {t.claimCard(c.planName, c.months, formatDate(c.requestedAt), c.requestedBy)}
                </Text>
                <ClaimStatus c={c} />
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}
