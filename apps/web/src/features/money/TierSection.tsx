import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlatformPlan, TierBilling, TierPaymentMethod } from '@mhq/contract';
import { cardBrandName, formatMoney } from '@mhq/domain';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { StatusBadge } from '../../ui/StatusBadge';
import { AddBankAccountModal } from './AddBankAccountModal';
import { AddCardModal } from './AddCardModal';
import { Section } from './BillingSection';
import { moneyText as t } from './money-texts';
import { TierHistory, TierOwedAlert } from './TierHistory';
import { useMoneyScope, useTierBilling, useTierMutations } from './use-money';

/** The billing page's platform plan and the payment methods the practice pays it with. */
export function TierSection({ officeId }: { officeId: number }) {
  const { user } = useMoneyScope();
  const billing = useTierBilling(officeId);
  const mutations = useTierMutations(officeId);
  const [adding, setAdding] = useState<'card' | 'bank' | null>(null);
  const close = () => setAdding(null);
  return (
    <Section id="tier-title" icon={<IconCreditCard size={22} aria-hidden />} title={t.tierTitle} lead={t.tierLead}>
      {billing.isPending && <Loader role="status" size="sm" aria-label="Loading payment methods" />}
      {billing.isError && <Alert color="red">{userMessageOf(billing.error)}</Alert>}
      {billing.data && (
        <Stack gap="lg">
          <TierOwedAlert billing={billing.data} />
          <PlatformPlanView plan={billing.data.plan} />
          <TierMethods billing={billing.data} mutations={mutations} onAdd={setAdding} />
          <TierHistory charges={billing.data.charges} />
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

const methodName = (m: TierPaymentMethod) => `${m.kind === 'card' ? cardBrandName(m.brand) : m.brand} •••• ${m.last4}`;

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
