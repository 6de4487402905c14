import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { LocationSummary } from '@mhq/contract';
import { formatPhone } from '@mhq/domain';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { usePageTitle } from '../../ui/use-page-title';
import { LoadFailed, OrganizationGate } from '../multi-location/OrganizationGate';
import { AddLocationForm } from './AddLocationForm';
import { DuplicateLocationForm } from './DuplicateLocationForm';
import { useLocations } from './locations-api';
import { type LocationsText, locationsText } from './locations-texts';

/**
 * /account/manage-locations: the organization's locations the user works at, with members, groups, payouts and each
 * one's enrollment page. The owner adds one here; an office admin is told to contact support (spec 01 section 5).
 */
export function LocationsPage() {
  return <OrganizationGate>{(officeId) => <Locations officeId={officeId} />}</OrganizationGate>;
}

function Locations({ officeId }: { officeId: number }) {
  const t = locationsText(tenant);
  usePageTitle(t.title);
  const [includeClosed, setIncludeClosed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [duplicating, setDuplicating] = useState<LocationSummary | null>(null);
  const list = useLocations(officeId, includeClosed);
  const d = list.data;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <>
            <Button component={Link} to="/account/manage-groups" variant="default">
              {t.manageGroups}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={!d}>
              {t.add}
            </Button>
          </>
        }
      />
      {list.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : list.isError || !d ? (
        <LoadFailed onRetry={() => list.refetch()} />
      ) : (
        <Stack gap="md" maw={1100}>
          <Group justify="space-between">
            <Switch
              label={t.showClosed}
              checked={includeClosed}
              onChange={(e) => setIncludeClosed(e.currentTarget.checked)}
            />
            {!includeClosed && d.closedHidden > 0 && (
              <Text size="sm" c="gray.7">
                {t.closedHidden(d.closedHidden)}
              </Text>
            )}
          </Group>
          {d.locations.length === 0 && <Alert color="gray">{t.none}</Alert>}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {d.locations.map((l) => (
              <LocationCard key={l.id} t={t} location={l} canManage={d.canManage} onDuplicate={setDuplicating} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={d?.canManage ? t.addTitle : t.supportTitle}
        size={d?.canManage ? 'xl' : 'md'}
        centered
      >
        {d?.canManage ? (
          <AddLocationForm
            officeId={officeId}
            locations={d.locations}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <ContactSupport t={t} onClose={() => setAdding(false)} />
        )}
      </Modal>
      <Modal
        opened={duplicating !== null}
        onClose={() => setDuplicating(null)}
        title={duplicating ? t.duplicateTitle(duplicating.name) : ''}
        size="xl"
        centered
      >
        {duplicating && d && (
          <DuplicateLocationForm
            from={duplicating}
            locations={d.locations}
            onDone={() => setDuplicating(null)}
            onCancel={() => setDuplicating(null)}
          />
        )}
      </Modal>
    </>
  );
}

function ContactSupport({ t, onClose }: { t: LocationsText; onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="locations-contact-support">
      <Text>{t.supportBody}</Text>
      <Stack gap={4}>
        <Text>
          {t.supportEmail}: <Anchor href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</Anchor>
        </Text>
        <Text>
          {t.supportPhone}: <Anchor href={`tel:${tenant.supportPhone}`}>{tenant.supportPhone}</Anchor>
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t.close}</Button>
      </Group>
    </Stack>
  );
}

function payoutWords(t: LocationsText, l: LocationSummary): string {
  if (l.payout.kind === 'own') return t.payoutOwn(l.payout.last4);
  if (l.payout.kind === 'shared') return t.payoutShared(l.payout.withLocationName);
  return t.payoutNone;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="gray.7" w={{ base: 110, sm: 130 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

function LocationCard({
  t,
  location: l,
  canManage,
  onDuplicate,
}: {
  t: LocationsText;
  location: LocationSummary;
  canManage: boolean;
  onDuplicate: (l: LocationSummary) => void;
}) {
  const url = `${window.location.origin}${l.enrolmentPath}`;
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`location-${l.slug}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {l.name}
            </Title>
            <Text size="sm" c="gray.7">
              {l.address}
              {l.phone ? ` · ${formatPhone(l.phone)}` : ''}
            </Text>
          </div>
          <div style={{ flexShrink: 0 }}>
            <StatusBadge tone={l.status === 'open' ? 'ok' : 'neutral'}>
              {l.status === 'open' ? t.open : t.closed}
            </StatusBadge>
          </div>
        </Group>
        {l.closedAt && (
          <Text size="sm" c="gray.7">
            {t.closedOn(formatDate(l.closedAt))}
          </Text>
        )}
        <Fact label={t.members}>{t.membersCount(l.members)}</Fact>
        <Fact label={t.groups}>{l.groups.length > 0 ? l.groups.map((g) => g.name).join(', ') : t.noGroups}</Fact>
        <Fact label={t.payout}>{payoutWords(t, l)}</Fact>
        <Fact label={t.enrolment}>
          <Group gap="xs">
            <Anchor href={l.enrolmentPath} target="_blank" rel="noreferrer" aria-label={t.openPage(l.name)}>
              {l.enrolmentPath} <IconExternalLink size={14} aria-hidden />
            </Anchor>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`${t.copyLink}: ${l.name}`}>
                  {copied ? t.copied : t.copyLink}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Fact>
        {canManage && (
          <Group justify="flex-end">
            {l.status === 'open' && (
              <Button variant="subtle" onClick={() => onDuplicate(l)} aria-label={t.duplicateOf(l.name)}>
                {t.duplicate}
              </Button>
            )}
            <Button
              component={Link}
              to={`/account/manage-locations/edit?id=${l.id}`}
              variant="light"
              aria-label={t.editOf(l.name)}
            >
              {t.edit}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
