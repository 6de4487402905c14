import { Anchor, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { GuaranteeOffice } from '@mhq/contract';
import { formatMoney, formatUsDate, membersPath } from '@mhq/domain';
import { IconReceipt, IconUserExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { Section } from '../money/BillingSection';
import type { ClaimTarget } from './ClaimGuaranteeModal';
import { guaranteeText as t } from './guarantee-texts';

// The page's two lists: the plans whose payments stopped, each with its Claim button, and the claims made. A table on
// a wide screen; on a phone, one card per row, so nothing hides past the screen's edge.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
type Claimable = GuaranteeOffice['claimable'][number];
type Claim = GuaranteeOffice['claims'][number];

type Column = { label: string; right?: boolean; hidden?: boolean };
type Row = { key: number; cells: ReactNode[]; card: ReactNode };

/** A section listing rows: a table from the small breakpoint up, cards below it, a sentence when empty. */
function ListSection(props: {
  id: string;
  icon: ReactNode;
  title: string;
  lead: string;
  empty: string;
  columns: Column[];
  rows: Row[];
}) {
  const { id, columns, rows } = props;
  const align = (i: number) => (columns[i]?.right ? 'right' : undefined);
  return (
    <Section id={id} icon={props.icon} title={props.title} lead={props.lead}>
      {rows.length === 0 ? (
        <Text size="sm">{props.empty}</Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table verticalSpacing="xs" aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c, i) => (
                    <Table.Th key={c.label} scope="col" ta={align(i)}>
                      {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.key}>
                    {r.cells.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                      <Table.Td key={i} ta={align(i)}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="sm" hiddenFrom="sm" component="ul" className="guarantee-cards">
            {rows.map((r) => (
              <Card key={r.key} withBorder padding="sm" radius="md" component="li">
                {r.card}
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}

const memberLink = (c: { memberId: number; memberName: string }) => (
  <Anchor component={Link} to={`${membersPath(tenant)}?id=${c.memberId}`} size="sm" fw={600}>
    {c.memberName}
  </Anchor>
);

/** A card's first line: who, and the amount. */
const cardHead = (who: ReactNode, cents: number) => (
  <Group justify="space-between" align="flex-start" wrap="nowrap">
    {who}
    <Text fw={700}>{money(cents)}</Text>
  </Group>
);

export function ClaimableSection({ g, onClaim }: { g: GuaranteeOffice; onClaim: (target: ClaimTarget) => void }) {
  const mayClaim = useMayInOffice()('claimGuarantee');
  const button = (c: Claimable, full: boolean) =>
    mayClaim && (
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
  return (
    <ListSection
      id="guarantee-claimable"
      icon={<IconUserExclamation size={22} aria-hidden />}
      title={t.claimableTitle}
      lead={t.claimableLead}
      empty={t.claimableEmpty}
      columns={[
        { label: t.member },
        { label: t.plan },
        { label: t.unpaidSince },
        { label: t.months, right: true },
        { label: t.amount, right: true },
        { label: t.claim, right: true, hidden: true },
      ]}
      rows={g.claimable.map((c) => {
        const since = c.unpaidSince ? formatUsDate(c.unpaidSince) : null;
        return {
          key: c.subscriptionId,
          cells: [
            memberLink(c),
            c.planName,
            since,
            c.months,
            <b key="amount">{money(c.claimableCents)}</b>,
            button(c, false),
          ],
          card: (
            <>
              {cardHead(memberLink(c), c.claimableCents)}
              <Text size="sm" c="gray.7" mb="sm">
                {t.claimableCard(c.planName, c.months, since)}
              </Text>
              {button(c, true)}
            </>
          ),
        };
      })}
    />
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
    <ListSection
      id="guarantee-claims"
      icon={<IconReceipt size={22} aria-hidden />}
      title={t.claimsTitle}
      lead={t.claimsLead}
      empty={t.claimsEmpty}
      columns={[
        { label: t.date },
        { label: t.member },
        { label: t.plan },
        { label: t.months, right: true },
        { label: t.amount, right: true },
        { label: t.status },
        { label: t.by },
      ]}
      rows={g.claims.map((c) => ({
        key: c.claimId,
        cells: [
          formatDate(c.requestedAt),
          c.memberName,
          c.planName,
          c.months,
          <b key="amount">{money(c.amountCents)}</b>,
          <ClaimStatus key="status" c={c} />,
          c.requestedBy ?? t.automatic,
        ],
        card: (
          <>
            {cardHead(
              <Text size="sm" fw={600}>
                {c.memberName}
              </Text>,
              c.amountCents,
            )}
            <Text size="sm" c="gray.7" mb={6}>
              {t.claimCard(c.planName, c.months, formatDate(c.requestedAt), c.requestedBy)}
            </Text>
            <ClaimStatus c={c} />
          </>
        ),
      }))}
    />
  );
}
