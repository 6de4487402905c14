import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { platformTier } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { formatDate, formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { discountWords, STATUS_WORDS, usesWords } from './promo-words';

/** One code: its terms and limits, and every practice that signed up with it. */
export function PromoReportPage() {
  const id = Number(useParams().id);
  const report = useQuery({
    queryKey: ['admin', 'promos', 'report', id],
    queryFn: ({ signal }) => call('promoReport', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (report.isPending) return <Loader role="status" aria-label="Loading the code" />;
  if (report.isError) {
    return (
      <Alert color="red" title="This code could not be loaded">
        {userMessageOf(report.error)}
      </Alert>
    );
  }
  const { promo, uses } = report.data;
  const facts: [string, string][] = [
    ['Discount', discountWords(promo)],
    ['Uses', usesWords(promo)],
    ['Starts', promo.startsAt ? formatDate(promo.startsAt) : 'At once'],
    ['Ends', promo.expiresAt ? formatDate(promo.expiresAt) : 'Never'],
    [
      'Platform plans',
      promo.tierLevels
        ? promo.tierLevels.map((l) => platformTier(tenant.id, l)?.name ?? `Tier ${l}`).join(', ')
        : 'Every plan',
    ],
    ['Association', promo.association?.name ?? 'None'],
    ['Created', `${formatDate(promo.createdAt)}${promo.createdBy ? ` by ${promo.createdBy}` : ''}`],
  ];
  return (
    <>
      <PageHeader
        eyebrow={
          <Anchor component={Link} to="/admin/promos" size="xs" fw={700}>
            Promo Codes
          </Anchor>
        }
        title={promo.code}
        subtitle={promo.description ?? undefined}
        actions={<StatusBadge tone={STATUS_WORDS[promo.status].tone}>{STATUS_WORDS[promo.status].label}</StatusBadge>}
      />
      <Card withBorder mb="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {facts.map(([label, value]) => (
            <Stack gap={2} key={label}>
              <Text size="xs" c="gray.7" fw={700} tt="uppercase">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      <Text component="h2" fw={700} size="lg" mb="sm">
        Practices that used it ({uses.length})
      </Text>
      {uses.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="gray.7">
            No practice has signed up with this code yet.
          </Text>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Practice</Table.Th>
                <Table.Th>Signed up</Table.Th>
                <Table.Th visibleFrom="sm">Platform plan</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {uses.map((u) => (
                <Table.Tr key={u.organizationId}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {u.officeId ? (
                        <Link to={`/admin/dentist-history/${u.officeId}`}>{u.officeName}</Link>
                      ) : (
                        u.organizationName
                      )}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {u.ownerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(u.signedUpAt)}</Text>
                    <Text size="xs" c="gray.7">
                      {u.emailConfirmedAt ? `Confirmed ${formatDate(u.emailConfirmedAt)}` : 'Email not confirmed'}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Group gap={4}>
                      <Text size="sm">{u.tierName ?? 'Not chosen yet'}</Text>
                      {u.pricingPeriod && (
                        <Text size="sm" c="gray.7">
                          · {u.pricingPeriod}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
