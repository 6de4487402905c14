import './money.css';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BaaStatus, PayoutAccount, TierBilling } from '@mhq/contract';
import { IconBuildingBank, IconCreditCard, IconFileCertificate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { AddCardModal } from './AddCardModal';
import { ConnectBankModal } from './ConnectBankModal';
import { moneyText as t } from './money-texts';
import { useBaa, useMoneyScope, usePayoutAccount, useTierBilling, useTierMutations } from './use-money';

/** /account/settings/billing: the payout account, the platform-tier payment methods, and the BAA. */
export function BillingPage() {
  const { officeId } = useMoneyScope();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : (
        <Stack gap="lg">
          <PayoutSection officeId={officeId} />
          <TierSection officeId={officeId} />
          <BaaSection officeId={officeId} />
        </Stack>
      )}
    </>
  );
}

function Section({
  icon,
  title,
  lead,
  children,
  id,
}: {
  icon: React.ReactNode;
  title: string;
  lead: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group gap="sm" mb={4} wrap="nowrap">
        {icon}
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md">
        {lead}
      </Text>
      {children}
    </Card>
  );
}

function PayoutSection({ officeId }: { officeId: number }) {
  const account = usePayoutAccount(officeId);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  // The side menu's 'Connect Bank Account' arrives with ?connect=bank.
  useEffect(() => {
    if (params.get('connect') === 'bank' && account.data?.canChange) {
      setOpen(true);
      params.delete('connect');
      setParams(params, { replace: true });
    }
  }, [params, setParams, account.data?.canChange]);

  return (
    <Section
      id="payout-title"
      icon={<IconBuildingBank size={22} aria-hidden />}
      title={t.payoutTitle}
      lead={t.payoutLead}
    >
      {account.isPending && <Loader size="sm" aria-label="Loading payout account" />}
      {account.isError && <Alert color="red">{userMessageOf(account.error)}</Alert>}
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

function PayoutDetails({ account, onConnect }: { account: PayoutAccount; onConnect: () => void }) {
  const lead =
    account.status === 'none'
      ? t.payoutNone
      : account.status === 'pending'
        ? t.payoutPending
        : account.status === 'legacy'
          ? t.payoutLegacy
          : null;
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
        {account.canChange && account.status !== 'legacy' && (
          <Button onClick={onConnect} variant={account.bankLast4 ? 'default' : 'filled'}>
            {account.bankLast4 ? t.replaceBank : t.connectBank}
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

function TierSection({ officeId }: { officeId: number }) {
  const billing = useTierBilling(officeId);
  const mutations = useTierMutations(officeId);
  const [adding, setAdding] = useState(false);
  return (
    <Section id="tier-title" icon={<IconCreditCard size={22} aria-hidden />} title={t.tierTitle} lead={t.tierLead}>
      {billing.isPending && <Loader size="sm" aria-label="Loading payment methods" />}
      {billing.isError && <Alert color="red">{userMessageOf(billing.error)}</Alert>}
      {billing.data && <TierMethods billing={billing.data} mutations={mutations} onAdd={() => setAdding(true)} />}
      <AddCardModal opened={adding} onClose={() => setAdding(false)} add={mutations.add} />
    </Section>
  );
}

function TierMethods({
  billing,
  mutations,
  onAdd,
}: {
  billing: TierBilling;
  mutations: ReturnType<typeof useTierMutations>;
  onAdd: () => void;
}) {
  const act = (p: Promise<unknown>) =>
    p.catch((err: unknown) => notifications.show({ color: 'red', title: 'Error', message: userMessageOf(err) }));
  return (
    <Stack gap="sm">
      {billing.methods.length === 0 && <Text size="sm">{t.tierNone}</Text>}
      {billing.methods.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.tableCaption}>
          {billing.methods.map((m) => (
            <Card key={m.id} withBorder padding="sm" radius="md" component="li">
              <div className="money-method">
                <Stack gap={0}>
                  <Text fw={600} tt="capitalize">
                    {m.brand} •••• {m.last4}
                  </Text>
                  {m.expMonth && m.expYear && (
                    <Text size="sm" c="gray.7">
                      {t.expires} {String(m.expMonth).padStart(2, '0')}/{m.expYear}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  {m.isDefault && <StatusBadge tone="ok">{t.default}</StatusBadge>}
                  {billing.canChange && !m.isDefault && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`${t.makeDefault}: ${m.brand} ${m.last4}`}
                      onClick={() => void act(mutations.setDefault.mutateAsync(m.id))}
                    >
                      {t.makeDefault}
                    </Button>
                  )}
                  {billing.canChange && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${t.remove}: ${m.brand} ${m.last4}`}
                      onClick={() => void act(mutations.remove.mutateAsync(m.id))}
                    >
                      {t.remove}
                    </Button>
                  )}
                </Group>
              </div>
            </Card>
          ))}
        </Stack>
      )}
      {billing.canChange && billing.processor === 'simulated' && (
        <Group>
          <Button onClick={onAdd}>{t.addCard}</Button>
        </Group>
      )}
      {billing.processor === 'stripe' && <Text size="sm">{t.stripeNotice}</Text>}
      {!billing.canChange && (
        <Text size="sm" c="gray.7">
          {t.ownerOnly}
        </Text>
      )}
    </Stack>
  );
}

function BaaSection({ officeId }: { officeId: number }) {
  const baa = useBaa(officeId);
  const data: BaaStatus | undefined = baa.data;
  return (
    <Section
      id="baa-title"
      icon={<IconFileCertificate size={22} aria-hidden />}
      title={t.baaTitle}
      lead={
        data?.signature
          ? t.baaSignedLead(data.signature.signerName, formatDate(data.signature.signedAt))
          : t.baaUnsignedLead
      }
    >
      {data && (
        <Group gap="sm">
          <StatusBadge tone={data.baaSigned ? 'ok' : 'attention'}>
            {data.baaSigned ? 'Signed' : 'Not signed'}
          </StatusBadge>
          <Button component={Link} to="/BAA-signed" variant={data.baaSigned ? 'default' : 'filled'}>
            {data.baaSigned ? t.baaView : t.baaOpen}
          </Button>
        </Group>
      )}
    </Section>
  );
}
