import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { LoadDiscountResponse, PendingSignupResponse, PricingResponse } from '@mhq/contract';
import {
  discountedTierPriceCents,
  formatMoney,
  isCodeComplete,
  type PricingPeriod,
  SIGNUP_MESSAGES,
} from '@mhq/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, call, userMessageOf } from '../../app/api';
import { setToken } from '../../app/session';
import { usePageTitle } from '../../ui/use-page-title';
import { CodeInput } from './CodeInput';
import { toast } from './SignupApp';
import { discountText } from './SignupPage';
import { rememberSignupOffice } from './signup-session';
import { signupTexts as t } from './signup-texts';

type Load =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'ready'; pending: PendingSignupResponse; pricing: PricingResponse };

/**
 * Completing a sign-up (also reached from the emailed link): choose the platform tier and period, apply a
 * discount, enter the emailed code. Without a tier and period the code is refused with the spec's toast.
 */
export function CompleteSignupPage() {
  usePageTitle(t.completeTitle);
  const { dentistInfoId = '', activationKey = '', officeId } = useParams();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const id = Number(dentistInfoId);
    Promise.all([
      call('pendingSignup', { params: { dentistInfoId: id, activationKey }, successToast: false }),
      call('pricing', { successToast: false }),
    ])
      .then(([pending, pricing]) => setLoad({ state: 'ready', pending, pricing }))
      .catch(() => setLoad({ state: 'invalid' }));
  }, [dentistInfoId, activationKey]);

  if (load.state === 'loading') return <Loader role="status" aria-label="Loading" />;
  if (load.state === 'invalid') {
    return (
      <Alert color="red" title={t.completeTitle} role="alert">
        {t.linkInvalid}
      </Alert>
    );
  }
  if (load.pending.emailConfirmed) {
    return (
      <Stack maw={560} mx="auto">
        <Title order={1}>{t.completeTitle}</Title>
        <Alert color="blue">{t.alreadyConfirmed}</Alert>
        <Button component={Link} to="/accounts/login">
          {t.signIn}
        </Button>
      </Stack>
    );
  }
  const promo = (location.state as { discountCode?: string } | null)?.discountCode || load.pending.discountCode || '';
  return (
    <CompleteForm
      pending={load.pending}
      pricing={load.pricing}
      initialDiscount={promo}
      officeId={officeId ? Number(officeId) : load.pending.dentistInfoId}
    />
  );
}

type FormProps = {
  pending: PendingSignupResponse;
  pricing: PricingResponse;
  initialDiscount: string;
  officeId: number;
};

function CompleteForm({ pending, pricing, initialDiscount, officeId }: FormProps) {
  const navigate = useNavigate();
  const [tierLevel, setTierLevel] = useState<number | null>(null);
  const [period, setPeriod] = useState<PricingPeriod | null>(null);
  const [discountInput, setDiscountInput] = useState(initialDiscount);
  const [discount, setDiscount] = useState<LoadDiscountResponse | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [code, setCode] = useState<string[]>(['', '', '', '']);
  const [offices, setOffices] = useState<'one' | 'several'>('one');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitted = useRef('');

  const applyDiscount = async (value: string) => {
    setDiscountError(null);
    if (!value.trim()) {
      setDiscount(null);
      return;
    }
    // The code this sign-up holds stays its own, even once other practices used it up.
    if (pending.heldDiscount && value.trim().toUpperCase() === pending.heldDiscount.discountCode) {
      setDiscount(pending.heldDiscount);
      return;
    }
    try {
      setDiscount(await call('loadDiscount', { body: { discountCode: value }, successToast: false }));
    } catch (err) {
      setDiscount(null);
      setDiscountError(userMessageOf(err));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies the link's promo once, on arrival
  useEffect(() => {
    if (initialDiscount) void applyDiscount(initialDiscount);
  }, []);

  const confirm = async () => {
    setError(null);
    const joined = code.join('');
    if (!isCodeComplete(joined)) {
      setError('Enter all 4 digits');
      return;
    }
    if (tierLevel === null || period === null) {
      toast('error', SIGNUP_MESSAGES.selectPlanFirst);
      return;
    }
    setBusy(true);
    try {
      const answer = await call('validateCode', {
        body: {
          email: pending.email,
          code,
          tierLevel,
          pricingPeriod: period,
          discountCode: discount?.discountCode ?? '',
        },
        successToast: false,
      });
      setToken(answer.token);
      rememberSignupOffice(officeId);
      toast('success', answer._message);
      navigate(`${offices === 'one' ? '/single-setup' : '/multi-setup'}?dentistInfoId=${officeId}`);
    } catch (err) {
      const message = userMessageOf(err);
      setError(message || null);
      if (err instanceof ApiError && err.status === 400) setCode(['', '', '', '']);
    } finally {
      setBusy(false);
    }
  };

  // The code is sent as soon as its last box is filled (once per code).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly completed code submits
  useEffect(() => {
    const joined = code.join('');
    if (isCodeComplete(joined) && submitted.current !== joined) {
      submitted.current = joined;
      void confirm();
    }
    if (!isCodeComplete(joined)) submitted.current = '';
  }, [code]);

  const resend = async () => {
    try {
      await call('generateCode', { body: { email: pending.email } });
    } catch (err) {
      toast('error', userMessageOf(err));
    }
  };

  return (
    <Stack maw={980} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t.completeTitle}</Title>
        <Text c="gray.7" mt={4}>
          {pending.officeName} · {t.completeLead(pending.email)}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.choosePlan}
          </Title>
          <Radio.Group
            label={t.period}
            value={period ?? ''}
            onChange={(v) => setPeriod(v === 'annual' ? 'annual' : 'monthly')}
          >
            <Group mt="xs">
              <Radio value="monthly" label={t.monthly} />
              <Radio value="annual" label={t.annual} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {pricing.tiers.map((tier) => {
              const chosen = tier.level === tierLevel;
              const price = period === 'annual' ? tier.annualCents : tier.monthlyCents;
              const after = discountedTierPriceCents(price, discount);
              return (
                <Card key={tier.level} withBorder className="signup-tier" data-selected={chosen} padding="lg">
                  <Stack gap="xs" h="100%">
                    <Title order={3} size="h4">
                      {tier.name}
                    </Title>
                    <Text size="sm" c="gray.7">
                      {tier.description}
                    </Text>
                    <Text fw={700} size="xl">
                      {formatMoney(after)}
                      <Text span size="sm" fw={400} c="gray.7">
                        {period === 'annual' ? t.perYear : t.perMonth}
                      </Text>
                      {after !== price && (
                        <Text span size="sm" c="gray.7" td="line-through" ml="xs">
                          {formatMoney(price)}
                        </Text>
                      )}
                    </Text>
                    <List size="sm" spacing={4}>
                      {tier.features.map((f) => (
                        <List.Item key={f}>{f}</List.Item>
                      ))}
                    </List>
                    <Button
                      mt="auto"
                      variant={chosen ? 'filled' : 'default'}
                      onClick={() => setTierLevel(tier.level)}
                      aria-pressed={chosen}
                      aria-label={`${t.select} ${tier.name}`}
                    >
                      {chosen ? t.selected : t.select}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t.discountCode}
              value={discountInput}
              onChange={(e) => setDiscountInput(e.currentTarget.value)}
              error={discountError}
              description={discount ? t.discountApplied(discountText(discount)) : undefined}
              autoComplete="off"
            />
            <Button variant="default" onClick={() => void applyDiscount(discountInput)}>
              {t.apply}
            </Button>
          </Group>
          <Radio.Group
            label={t.offices}
            value={offices}
            onChange={(v) => setOffices(v === 'several' ? 'several' : 'one')}
          >
            <Group mt="xs">
              <Radio value="one" label={t.oneOffice} />
              <Radio value="several" label={t.severalOffices} />
            </Group>
          </Radio.Group>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.enterCode}
          </Title>
          <CodeInput value={code} onChange={setCode} disabled={busy} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button onClick={() => void confirm()} loading={busy}>
              {busy ? t.confirming : t.confirm}
            </Button>
            <Button variant="subtle" onClick={() => void resend()}>
              {t.resend}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
