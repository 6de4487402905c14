import './money.css';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BaaStatus, PayoutAccount, PlatformPlan, TierBilling, TierPaymentMethod } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconBuildingBank, IconCreditCard, IconFileCertificate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { AddBankAccountModal } from './AddBankAccountModal';
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
      {account.isPending && <Loader size="sm" aria-label="Loading payout account" />}
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

function TierSection({ officeId }: { officeId: number }) {
  const { user } = useMoneyScope();
  const billing = useTierBilling(officeId);
  const mutations = useTierMutations(officeId);
  const [adding, setAdding] = useState<'card' | 'bank' | null>(null);
  const close = () => setAdding(null);
  return (
    <Section id="tier-title" icon={<IconCreditCard size={22} aria-hidden />} title={t.tierTitle} lead={t.tierLead}>
      {billing.isPending && <Loader size="sm" aria-label="Loading payment methods" />}
      {billing.isError && <Alert color="red">{userMessageOf(billing.error)}</Alert>}
      {billing.data && (
        <Stack gap="lg">
          <PlatformPlanView plan={billing.data.plan} />
          <TierMethods billing={billing.data} mutations={mutations} onAdd={setAdding} />
          <AddCardModal opened={adding === 'card'} onClose={close} add={mutations.add} billing={billing.data} />
          <AddBankAccountModal
            opened={adding === 'bank'}
            onClose={close}
            add={mutations.add}
            billing={billing.data}
            payerEmail={user.email ?? null}
          />
        </Stack>
      )}
    </Section>
  );
}

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** The plan chosen at sign-up, its discount and what is paid: amounts as the API computed them, never redone here. */
function PlatformPlanView({ plan }: { plan: PlatformPlan | null }) {
  if (!plan) return <Text size="sm">{t.planNone}</Text>;
  const per = t.planPer[plan.period];
  const off = plan.discount
    ? plan.discount.percentOff !== null
      ? t.planPercentOff(plan.discount.percentOff)
      : t.planAmountOff(money(plan.discount.amountOffCents ?? 0))
    : null;
  return (
    <section className="money-plan" aria-labelledby="plan-title" data-testid="platform-plan">
      <Group justify="space-between" gap="xs" mb="xs">
        <Stack gap={0}>
          <Text size="sm" c="gray.7" id="plan-title">
            {t.planHeading}
          </Text>
          <Text fw={700} size="lg">
            {plan.tierName}
          </Text>
        </Stack>
        <StatusBadge tone="brand">{t.planPeriod[plan.period]}</StatusBadge>
      </Group>
      <dl className="money-plan-lines">
        <dt>{t.planPrice}</dt>
        <dd>
          {money(plan.priceCents)} / {per}
        </dd>
        {plan.discount && (
          <>
            <dt>
              {t.planDiscount}
              <span className="money-plan-note">{off ? `${plan.discount.code} · ${off}` : plan.discount.code}</span>
            </dt>
            <dd>−{money(plan.discount.discountCents)}</dd>
          </>
        )}
        <dt className="money-plan-total">{t.planYouPay}</dt>
        <dd className="money-plan-total" data-testid="plan-you-pay">
          {money(plan.priceAfterDiscountCents)} / {per}
        </dd>
      </dl>
    </section>
  );
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const methodName = (m: TierPaymentMethod) => `${m.kind === 'card' ? capitalized(m.brand) : m.brand} •••• ${m.last4}`;

function TierMethods({
  billing,
  mutations,
  onAdd,
}: {
  billing: TierBilling;
  mutations: ReturnType<typeof useTierMutations>;
  onAdd: (kind: 'card' | 'bank') => void;
}) {
  const act = (p: Promise<unknown>) =>
    p.catch((err: unknown) => notifications.show({ color: 'red', title: 'Error', message: userMessageOf(err) }));
  const noDefault = billing.methods.length > 0 && !billing.methods.some((m) => m.isDefault);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t.methodsHeading}
      </Title>
      {billing.methods.length === 0 && <Text size="sm">{t.tierNone}</Text>}
      {noDefault && billing.canChange && <Text size="sm">{t.noDefault}</Text>}
      {billing.methods.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.tableCaption}>
          {billing.methods.map((m) => (
            <Card key={m.id} withBorder padding="sm" radius="md" component="li">
              <div className="money-method">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {m.kind === 'card' ? (
                    <IconCreditCard size={20} aria-hidden className="money-method-icon" />
                  ) : (
                    <IconBuildingBank size={20} aria-hidden className="money-method-icon" />
                  )}
                  <Stack gap={0}>
                    <Text fw={600}>{methodName(m)}</Text>
                    <Text size="sm" c="gray.7">
                      {m.kind === 'card' && m.expMonth && m.expYear
                        ? `${t.expires} ${String(m.expMonth).padStart(2, '0')}/${m.expYear}`
                        : m.kind === 'card'
                          ? t.card
                          : t.bankAccount}
                    </Text>
                    {m.verifyUrl && (
                      <Text size="sm" c="gray.7" maw={420}>
                        {t.verifyLead}{' '}
                        <Anchor href={m.verifyUrl} target="_blank" rel="noopener noreferrer">
                          {t.verifyLink}
                        </Anchor>
                      </Text>
                    )}
                  </Stack>
                </Group>
                <Group gap="xs">
                  {m.isDefault && <StatusBadge tone="ok">{t.default}</StatusBadge>}
                  {m.verifyUrl && <StatusBadge tone="attention">{t.verifyPending}</StatusBadge>}
                  {billing.canChange && !m.isDefault && !m.verifyUrl && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`${t.makeDefault}: ${methodName(m)}`}
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
                      aria-label={`${t.remove}: ${methodName(m)}`}
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
      {billing.canChange && (
        <Group gap="sm">
          <Button onClick={() => onAdd('card')} leftSection={<IconCreditCard size={16} aria-hidden />}>
            {t.addCard}
          </Button>
          <Button
            variant="default"
            onClick={() => onAdd('bank')}
            leftSection={<IconBuildingBank size={16} aria-hidden />}
          >
            {t.addBank}
          </Button>
        </Group>
      )}
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
