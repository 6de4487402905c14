import { Alert, Button, Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { FamilyMemberPreviewResponse, FamilyPlanOption, PaymentMethodOnFile } from '@mhq/contract';
import { cardBrandName, formatMoney, formatUsDate } from '@mhq/domain';
import type { ReactNode } from 'react';
import type { FamilyTexts } from './family-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

export function methodText(t: FamilyTexts, m: PaymentMethodOnFile): string {
  return m.kind === 'card' ? t.cardEnding(cardBrandName(m.brand), m.last4) : t.bankEnding(m.last4);
}

type Props = {
  t: FamilyTexts;
  lang: 'en' | 'es';
  name: string;
  preview: FamilyMemberPreviewResponse;
  planId: number | null;
  onPick: (planId: number) => void;
  /** The household's card, or the form to put one on file when there is none. */
  payment: ReactNode;
  failure: string | null;
  busy: boolean;
  onBack: () => void;
  onPay: (option: FamilyPlanOption) => void;
};

/** A row of the price breakdown: what, and how much. */
function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Step two: the plans the office offers the new member, and for the one picked, exactly what is charged today, what
 * follows, and the household's new prices each term with the family discount recomputed, before anything is paid.
 */
export function FamilyPlanStep(props: Props) {
  const { t, lang, name, preview, planId, onPick, payment, failure, busy, onBack, onPay } = props;
  const option = preview.options.find((o) => o.planId === planId) ?? null;
  const per = t.perTerm[preview.term];
  const planName = (o: { name: string; spanishName: string | null }) => (lang === 'es' && o.spanishName) || o.name;
  const description = (o: FamilyPlanOption) => (lang === 'es' && o.spanishDescription) || o.description;

  if (preview.options.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light" role="alert">
          {t.noPlans}
        </Alert>
        <Button variant="default" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
          {t.back}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t.planLegend(name)}
        value={planId === null ? null : String(planId)}
        onChange={(value) => onPick(Number(value))}
        styles={{ label: { fontWeight: 700, marginBottom: 8 } }}
      >
        <Stack gap="sm">
          {preview.options.map((o) => (
            <Radio.Card key={o.planId} value={String(o.planId)} p="md" radius="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={3} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={700}>{planName(o)}</Text>
                    <Text fw={700}>
                      {money(o.periodCents)}
                      <Text span size="sm" c="gray.7" fw={400}>
                        {per}
                      </Text>
                    </Text>
                  </Group>
                  {description(o) && (
                    <Text size="sm" c="gray.7" lineClamp={3}>
                      {description(o)}
                    </Text>
                  )}
                  {o.discountPercent > 0 && (
                    <Group gap="xs">
                      <Text size="xs" fw={700}>
                        {t.familyDiscount(o.discountPercent)}
                      </Text>
                      <Text size="xs" c="gray.7" td="line-through">
                        {money(o.listCents)}
                      </Text>
                    </Group>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      {option && (
        <Stack gap="lg">
          <section aria-labelledby="family-today">
            <Title order={3} size="h5" id="family-today" mb="xs">
              {t.todayTitle}
            </Title>
            <Stack gap={4}>
              <Row label={t.firstPeriod[preview.term]} value={money(option.periodCents)} />
              {option.setupFeeCents > 0 && <Row label={t.setupFee} value={money(option.setupFeeCents)} />}
              {option.activationFeeCents > 0 && (
                <Row label={t.activationFee} value={money(option.activationFeeCents)} />
              )}
              <Divider my={4} />
              <Row label={t.todayTotal} value={money(option.todayCents)} strong />
              <Text size="sm" c="gray.7">
                {t.thenPay(
                  money(option.periodCents),
                  t.perTermWords[preview.term],
                  formatUsDate(preview.nextPaymentOn),
                )}
              </Text>
            </Stack>
          </section>

          <section aria-labelledby="family-household">
            <Title order={3} size="h5" id="family-household" mb="xs">
              {t.householdTitle}
            </Title>
            <Stack gap={6}>
              {option.household.map((h) => (
                <Row
                  key={`${h.memberId}-${h.planName}`}
                  label={
                    <>
                      {t.householdLine(h.name, h.planName)}
                      {h.afterCents < h.beforeCents && h.fromDay && (
                        <Text span size="xs" c="gray.7" display="block">
                          {t.fromRenewal(formatUsDate(h.fromDay))}
                        </Text>
                      )}
                    </>
                  }
                  value={
                    h.afterCents < h.beforeCents
                      ? `${money(h.beforeCents)} → ${money(h.afterCents)}${t.perTerm[h.term]}`
                      : `${money(h.afterCents)}${t.perTerm[h.term]}`
                  }
                />
              ))}
              <Row label={t.newMemberLine(name)} value={`${money(option.periodCents)}${per}`} />
              <Divider my={4} />
              <Row
                label={t.householdTotal}
                value={`${money(preview.householdBeforeCents)} → ${money(option.householdAfterCents)}${per}`}
                strong
              />
            </Stack>
          </section>
        </Stack>
      )}

      {preview.refusal ? (
        <Alert color="orange" variant="light" role="alert">
          {preview.refusal}
        </Alert>
      ) : (
        payment
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap-reverse" gap="sm">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
        <Button
          disabled={!option || !preview.paymentMethod || preview.refusal !== null}
          loading={busy}
          onClick={() => option && onPay(option)}
        >
          {option ? t.pay(money(option.todayCents)) : t.pay('')}
        </Button>
      </Group>
    </Stack>
  );
}
