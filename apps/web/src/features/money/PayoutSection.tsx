import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PayoutAccount } from '@mhq/contract';
import { IconBuildingBank } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { StatusBadge } from '../../ui/StatusBadge';
import { Section } from './BillingSection';
import { ConnectBankModal } from './ConnectBankModal';
import { moneyText as t } from './money-texts';
import { usePayoutAccount } from './use-money';

/** The billing page's payout account: its state at the processor, and connecting a bank. */
export function PayoutSection({ officeId }: { officeId: number }) {
  const account = usePayoutAccount(officeId);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  // Stripe's onboarding returns here with ?connected=1: say where the account stands now.
  const [returned, setReturned] = useState(() => params.get('connected') === '1');
  // The side menu's 'Connect Bank Account' (and Stripe's expired link) arrives with ?connect=bank.
  useEffect(() => {
    if (params.get('connect') === 'bank' && account.data?.canChange) {
      setOpen(true);
      params.delete('connect');
      setParams(params, { replace: true });
    }
  }, [params, setParams, account.data?.canChange]);
  const dismissReturn = () => {
    setReturned(false);
    params.delete('connected');
    setParams(params, { replace: true });
  };

  return (
    <Section
      id="payout-title"
      icon={<IconBuildingBank size={22} aria-hidden />}
      title={t.payoutTitle}
      lead={t.payoutLead}
    >
      {account.isPending && <Loader role="status" size="sm" aria-label="Loading payout account" />}
      {account.isError && <Alert color="red">{userMessageOf(account.error)}</Alert>}
      {account.data && returned && <ReturnedFromStripe account={account.data} onClose={dismissReturn} />}
      {account.data && <PayoutDetails account={account.data} onConnect={() => setOpen(true)} />}
      <ConnectBankModal
        opened={open}
        onClose={() => setOpen(false)}
        officeId={officeId}
        testMode={account.data?.processor === 'simulated'}
      />
    </Section>
  );
}

function ReturnedFromStripe({ account, onClose }: { account: PayoutAccount; onClose: () => void }) {
  const [tone, text] = account.payoutsEnabled
    ? (['teal', t.backActive] as const)
    : account.detailsSubmitted
      ? (['blue', t.backReviewing] as const)
      : (['yellow', t.backDetailsNeeded] as const);
  return (
    <Alert color={tone} title={t.backFromStripe} withCloseButton onClose={onClose} closeButtonLabel="Dismiss" mb="md">
      {text}
    </Alert>
  );
}

/** What the practice reads about its payout account, and what it can do next. */
function payoutLead(account: PayoutAccount): string | null {
  if (account.status === 'none') return t.payoutNone;
  if (account.status === 'legacy') return t.payoutLegacy;
  if (account.status === 'active') return null;
  if (account.processor === 'stripe') return account.detailsSubmitted ? t.payoutReviewing : t.payoutDetailsNeeded;
  return t.payoutPending;
}

function connectLabel(account: PayoutAccount): string {
  if (account.bankLast4) return t.replaceBank;
  if (account.processor === 'stripe' && account.status === 'pending') return t.continueAtStripe;
  return t.connectBank;
}

function PayoutDetails({ account, onConnect }: { account: PayoutAccount; onConnect: () => void }) {
  const lead = payoutLead(account);
  // Stripe reviewing what it was given: nothing for the practice to do.
  const waiting = account.processor === 'stripe' && account.status === 'pending' && account.detailsSubmitted;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <StatusBadge tone={account.payoutsEnabled ? 'ok' : 'attention'}>
          {account.payoutsEnabled ? t.payoutsOn : t.payoutsOff}
        </StatusBadge>
      </Group>
      {lead && <Text size="sm">{lead}</Text>}
      {account.bankLast4 && (
        <dl className="money-facts">
          <dt>{t.bank}</dt>
          <dd data-testid="payout-bank">
            {account.bankName ? `${account.bankName} ` : ''}•••• {account.bankLast4}
          </dd>
          {account.accountHolderName && (
            <>
              <dt>{t.holder}</dt>
              <dd>{account.accountHolderName}</dd>
            </>
          )}
          {account.accountId && (
            <>
              <dt>{t.accountId}</dt>
              <dd>{account.accountId}</dd>
            </>
          )}
        </dl>
      )}
      <Group gap="sm">
        {account.canChange && account.status !== 'legacy' && !waiting && (
          <Button onClick={onConnect} variant={account.bankLast4 ? 'default' : 'filled'}>
            {connectLabel(account)}
          </Button>
        )}
        {account.dashboardUrl && (
          <Anchor href={account.dashboardUrl} target="_blank" rel="noopener noreferrer">
            {t.openDashboard}
          </Anchor>
        )}
      </Group>
      {!account.canChange && (
        <Text size="sm" c="gray.7">
          {t.ownerOnly}
        </Text>
      )}
    </Stack>
  );
}
