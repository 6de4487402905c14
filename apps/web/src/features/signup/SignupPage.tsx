import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  Image,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type LoadDiscountResponse, type SignupForm, SignupRequest } from '@mhq/contract';
import { formatMoney, PMS_OPTIONS, REFERRAL_SOURCES } from '@mhq/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { LeadSourceSelect } from '../admin-lists/LeadSourceSelect';
import { PlanDraftNotice } from '../public-tools/PlanDraftNotice';
import { forgetPlanDraft, readPlanDraft } from '../public-tools/plan-draft-storage';
import { AddressFields } from './AddressFields';
import { signupTexts as t } from './signup-texts';

export type SignupVariant = 'dentist' | 'old' | 'enroll';

const TITLES: Record<SignupVariant, string> = {
  dentist: t.title(tenant),
  old: t.oldTitle(tenant),
  enroll: t.enrollTitle(tenant),
};

export const discountText = (d: Pick<LoadDiscountResponse, 'percentOff' | 'amountOffCents'>): string =>
  d.percentOff ? `${d.percentOff}% off` : `${formatMoney(d.amountOffCents ?? 0)} off`;

/** The promo of the page's link, checked with the server, for its association's logo and the discount. */
function usePromo(promo: string) {
  const [discount, setDiscount] = useState<LoadDiscountResponse | null>(null);
  useEffect(() => {
    if (!promo) return;
    call('loadDiscount', { body: { discountCode: promo }, successToast: false })
      .then(setDiscount)
      .catch(() => setDiscount(null));
  }, [promo]);
  return discount;
}

/** Practice sign-up (dentist, or optometrist on the vision brand; also the old and partner entry points). */
export function SignupPage({ variant }: { variant: SignupVariant }) {
  const title = TITLES[variant];
  usePageTitle(title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const promo = search.get('promo') ?? '';
  const discount = usePromo(promo);
  const [error, setError] = useState<string | null>(null);
  // The plan built on /plan-builder before signing up, sent along with the sign-up (issue 27).
  const [planDraft, setPlanDraft] = useState(() => readPlanDraft(tenant.id));
  const form = useForm<SignupForm>({
    resolver: zodResolver(SignupRequest),
    mode: 'onTouched',
    defaultValues: {
      officeName: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: { line1: '', line2: '', city: '', state: '', zip: '' },
      password: '',
      referralSource: undefined,
      pmsSystem: undefined,
      agreeToTerms: false as unknown as true,
      discountCode: promo,
    },
  });
  const { register, control, handleSubmit, setError: setFieldError, formState } = form;
  const { errors, isSubmitting } = formState;

  const emailField = register('email');
  async function checkEmail(email: string) {
    if (!email.trim() || errors.email) return;
    try {
      const answer = await call('checkEmail', { body: { email }, successToast: false });
      if (!answer.available) setFieldError('email', { message: answer.message ?? 'This email is already in use' });
    } catch {
      // The check is a courtesy; the sign-up itself refuses a taken email.
    }
  }

  const onSubmit = handleSubmit(async (body) => {
    setError(null);
    try {
      const answer = await call('signup', { body: planDraft ? { ...body, planDraft } : body });
      forgetPlanDraft();
      navigate(`/accounts/complete-dentist-signup/${answer.dentistInfoId}/${answer.activationKey}`, {
        state: { email: answer.email, discountCode: body.discountCode ?? '' },
      });
    } catch (err) {
      if (err instanceof ApiError && err.body && typeof err.body === 'object') {
        const fieldErrors = (err.body as { errors?: Record<string, string> }).errors ?? {};
        for (const [field, message] of Object.entries(fieldErrors)) {
          setFieldError(field as keyof SignupForm, { message });
        }
      }
      setError(userMessageOf(err) || null);
    }
  });

  return (
    <Stack maw={760} mx="auto" gap="lg">
      {discount?.association && (
        <Group gap="md" className="signup-partner">
          {discount.association.logo && (
            <Image src={discount.association.logo} alt={discount.association.name} h={56} w="auto" fit="contain" />
          )}
          <Text fw={600}>{t.partnerPromo(discount.association.name)}</Text>
        </Group>
      )}
      <div>
        <Title order={1}>{title}</Title>
        <Text c="gray.7" mt={4}>
          {t.lead(tenant)}
        </Text>
        <Text size="sm" mt="xs">
          {t.haveAccount}{' '}
          <Anchor component={Link} to="/accounts/login">
            {t.signIn}
          </Anchor>
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xl">
            {planDraft && <PlanDraftNotice draft={planDraft} onRemove={() => setPlanDraft(null)} />}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <fieldset className="signup-fieldset">
              <legend>
                <Title order={2} size="h4">
                  {t.sections.practice}
                </Title>
              </legend>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextInput
                    label={t.officeName}
                    required
                    autoComplete="organization"
                    error={errors.officeName?.message}
                    {...register('officeName')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput
                    label={t.phone}
                    description={t.phoneHint}
                    type="tel"
                    autoComplete="tel-national"
                    required
                    error={errors.phone?.message}
                    {...register('phone')}
                  />
                </Grid.Col>
              </Grid>
            </fieldset>
            <fieldset className="signup-fieldset">
              <legend>
                <Title order={2} size="h4">
                  {t.sections.address}
                </Title>
              </legend>
              <AddressFields form={form} />
            </fieldset>
            <fieldset className="signup-fieldset">
              <legend>
                <Title order={2} size="h4">
                  {t.sections.owner}
                </Title>
              </legend>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t.firstName}
                    required
                    autoComplete="given-name"
                    error={errors.firstName?.message}
                    {...register('firstName')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t.lastName}
                    required
                    autoComplete="family-name"
                    error={errors.lastName?.message}
                    {...register('lastName')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t.email}
                    description={t.emailHint}
                    type="email"
                    autoComplete="email"
                    required
                    error={errors.email?.message}
                    {...emailField}
                    onBlur={async (event) => {
                      await emailField.onBlur(event);
                      await checkEmail(event.target.value);
                    }}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <PasswordInput
                    label={t.password}
                    description={t.passwordHint}
                    autoComplete="new-password"
                    required
                    error={errors.password?.message}
                    visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
                    {...register('password')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="referralSource"
                    render={({ field }) => (
                      <Select
                        label={t.referral}
                        data={REFERRAL_SOURCES.map((r) => ({ value: r.value, label: r.label }))}
                        required
                        value={field.value ?? null}
                        onChange={(v) => field.onChange(v ?? undefined)}
                        onBlur={field.onBlur}
                        error={errors.referralSource ? 'This field is required' : undefined}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="pmsSystem"
                    render={({ field }) => (
                      <Select
                        label={t.pms}
                        data={PMS_OPTIONS[tenant.id].map((o) => ({ value: o.value, label: o.label }))}
                        searchable
                        required
                        value={field.value ?? null}
                        onChange={(v) => field.onChange(v ?? undefined)}
                        onBlur={field.onBlur}
                        error={errors.pmsSystem ? 'This field is required' : undefined}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t.discountCode}
                    autoComplete="off"
                    error={errors.discountCode?.message}
                    description={discount ? t.promoApplied(discountText(discount)) : undefined}
                    {...register('discountCode')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="leadSourceId"
                    render={({ field }) => (
                      <LeadSourceSelect
                        value={field.value}
                        onChange={field.onChange}
                        error={errors.leadSourceId?.message}
                      />
                    )}
                  />
                </Grid.Col>
              </Grid>
            </fieldset>
            <Checkbox
              {...register('agreeToTerms')}
              error={errors.agreeToTerms?.message}
              label={
                <>
                  {t.agree}{' '}
                  <Anchor href={tenant.files.terms} target="_blank">
                    {t.terms}
                  </Anchor>{' '}
                  {t.and}{' '}
                  <Anchor href={tenant.files.privacy} target="_blank">
                    {t.privacy}
                  </Anchor>
                </>
              }
            />
            <Button type="submit" size="md" loading={isSubmitting}>
              {isSubmitting ? t.submitting : t.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
