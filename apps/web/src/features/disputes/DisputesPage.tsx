import { Alert, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DisputeView } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { DisputeCard } from './DisputeCard';
import { AcceptDisputeModal, AnswerDisputeModal } from './DisputeModals';
import { disputesText as t } from './disputes-texts';
import { useDisputes } from './use-disputes';

type Show = 'open' | 'closed' | 'all';
const SHOWS: Show[] = ['open', 'closed', 'all'];
const EMPTY: Record<Show, string> = { open: t.noneOpen, closed: t.noneClosed, all: t.noneAll };

/**
 * /account/disputes: the office's disputed payments, open ones first with the nearest deadline first; each answered
 * (the office's account with the patient's agreement and the plan's terms) or accepted, and the bank's decisions.
 */
export function DisputesPage() {
  const { officeId } = useMembersScope();
  const may = useMayInOffice();
  const [params, setParams] = useSearchParams();
  const show: Show = SHOWS.find((s) => s === params.get('show')) ?? 'open';
  const disputes = useDisputes(officeId, show);
  const [answering, setAnswering] = useState<DisputeView | null>(null);
  const [accepting, setAccepting] = useState<DisputeView | null>(null);
  const d = disputes.data;
  const mayViewPayouts = may('viewPayouts');
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        subtitle={t.subtitle}
        actions={
          mayViewPayouts && (
            <Button component={Link} to="/dentist-new/payment-ledger" variant="default">
              {t.ledger}
            </Button>
          )
        }
      />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : disputes.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : disputes.isError || !d ? (
        <Alert color="gray">{userMessageOf(disputes.error)}</Alert>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={640}>
            <FigureCard label={t.waiting} value={String(d.needsResponse)} />
            <FigureCard label={t.held} value={formatMoney(d.heldCents, { decimals: 2 })} hint={t.heldHint} />
          </SimpleGrid>
          <Group gap="sm">
            <Text size="sm" fw={600} id="dispute-show">
              {t.show}
            </Text>
            <SegmentedControl
              aria-labelledby="dispute-show"
              value={show}
              onChange={(v) => setParams({ show: v }, { replace: true })}
              data={SHOWS.map((s) => ({ value: s, label: t.shows[s] }))}
            />
          </Group>
          {d.disputes.length === 0 ? (
            <Alert color="gray">{EMPTY[show]}</Alert>
          ) : (
            d.disputes.map((x) => (
              <DisputeCard key={x.disputeId} d={x} onAnswer={setAnswering} onAccept={setAccepting} />
            ))
          )}
        </Stack>
      )}
      {officeId !== null && answering && (
        <AnswerDisputeModal officeId={officeId} dispute={answering} onClose={() => setAnswering(null)} />
      )}
      {officeId !== null && accepting && (
        <AcceptDisputeModal officeId={officeId} dispute={accepting} onClose={() => setAccepting(null)} />
      )}
    </>
  );
}
