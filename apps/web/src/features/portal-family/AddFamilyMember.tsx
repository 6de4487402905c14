import { Button, type ButtonProps, Loader, Modal, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type {
  AddFamilyMemberResponse,
  FamilyMemberPreviewResponse,
  FamilyPlanOption,
  NewFamilyMember,
} from '@mhq/contract';
import { formatMoney, formatUsDate } from '@mhq/domain';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { fullName } from '../../app/shell/shell-office';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { PaymentMethodForm } from '../patients/PaymentMethodForm';
import { usePortalLang, usePortalTexts } from '../portal/portal-language';
import { EMPTY_PERSON, FamilyMemberFields, type PersonDraft } from './FamilyMemberFields';
import { FamilyPlanStep, methodText } from './FamilyPlanStep';
import { FAMILY_TEXTS } from './family-texts';

type Props = {
  officeId: number;
  /** Called once the new member is added and paid for (the dashboard refreshes its household). */
  onAdded?: (added: AddFamilyMemberResponse) => void;
  /** The opening button's look (the dashboard places it). */
  buttonProps?: ButtonProps;
};

type Step = 'who' | 'plan' | 'done';

/**
 * The account owner adds someone to their household (issue 22 'Family'): a button that opens a dialog in three
 * steps — who is joining; the plans the office offers them with exactly what is charged today and the household's new
 * prices (family discount recomputed) before paying with the card on file; and what was done. Full screen on a phone.
 */
export function AddFamilyMember({ officeId, onAdded, buttonProps }: Props) {
  const t = usePortalTexts(FAMILY_TEXTS);
  const lang = usePortalLang();
  const user = useCurrentUser();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>('who');
  const [draft, setDraft] = useState<PersonDraft>(EMPTY_PERSON);
  const [person, setPerson] = useState<NewFamilyMember | null>(null);
  const [preview, setPreview] = useState<FamilyMemberPreviewResponse | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<AddFamilyMemberResponse | null>(null);
  // One key per payment attempt of one choice: a lost answer retried never charges twice.
  const payKey = useRef<string>(newIdempotencyKey());

  const practice = user.dentistInfo;
  const owedKey = ['patient', 'past-due', officeId];
  const owed = useQuery({
    queryKey: owedKey,
    queryFn: ({ signal }) =>
      call('pastDue', { params: { id: user.userId }, body: { dentistInfoId: officeId }, signal, successToast: false }),
    enabled: opened && step === 'plan' && preview !== null && preview.paymentMethod === null,
  });

  const reset = () => {
    setStep('who');
    setDraft(EMPTY_PERSON);
    setPerson(null);
    setPreview(null);
    setPlanId(null);
    setFailure(null);
    setAdded(null);
    payKey.current = newIdempotencyKey();
  };
  const close = () => {
    if (busy) return;
    setOpened(false);
    reset();
  };

  const loadPreview = async (who: NewFamilyMember) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call('familyMemberPreview', {
        params: { id: user.userId },
        body: { dentistInfoId: officeId, member: who },
        successToast: false,
      });
      setPerson(who);
      setPreview(answer);
      setPlanId((current) =>
        answer.options.some((o) => o.planId === current) ? current : (answer.options[0]?.planId ?? null),
      );
      setStep('plan');
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const pay = async (option: FamilyPlanOption) => {
    if (!person) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call('addFamilyMember', {
        params: { id: user.userId },
        body: { dentistInfoId: officeId, member: person, planId: option.planId, expected: option.expected },
        headers: { 'Idempotency-Key': payKey.current },
        successToast: false,
      });
      setAdded(answer);
      setStep('done');
      void client.invalidateQueries();
      onAdded?.(answer);
    } catch (error) {
      // A refusal is final for this key: trying again (another card, say) is a new payment.
      payKey.current = newIdempotencyKey();
      setFailure(userMessageOf(error));
      // Prices that changed meanwhile: show the new ones.
      if (person) {
        await call('familyMemberPreview', {
          params: { id: user.userId },
          body: { dentistInfoId: officeId, member: person },
          successToast: false,
        })
          .then(setPreview)
          .catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  const name = person ? `${person.firstName} ${person.lastName}` : '';
  const method = preview?.paymentMethod ?? null;
  const payment = method ? (
    <Text size="sm">{t.paidWith(methodText(t, method))}</Text>
  ) : (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t.noMethod}
      </Text>
      {owed.data && practice ? (
        <PaymentMethodForm
          userId={user.userId}
          office={{ id: officeId, officeName: practice.officeName, email: practice.email }}
          owed={owed.data}
          payer={{ name: fullName(user), email: user.userEmail || user.email }}
          onSaved={() => person && void loadPreview(person)}
        />
      ) : (
        <Loader role="status" size="sm" aria-label={t.loading} />
      )}
    </Stack>
  );

  const active = step === 'who' ? 0 : step === 'plan' ? 1 : 3;
  return (
    <>
      <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setOpened(true)} {...buttonProps}>
        {t.open}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={
          <Title order={2} size="h3">
            {t.title}
          </Title>
        }
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t.close }}
        closeOnClickOutside={!busy}
      >
        <Stack gap="lg">
          <Stepper active={active} size="xs" allowNextStepsSelect={false} aria-label={t.title}>
            <Stepper.Step label={phone ? undefined : t.stepWho} aria-label={t.stepWho} />
            <Stepper.Step label={phone ? undefined : t.stepPlan} aria-label={t.stepPlan} />
            <Stepper.Step label={phone ? undefined : t.stepDone} aria-label={t.stepDone} />
          </Stepper>
          {step === 'who' && (
            <FamilyMemberFields
              t={t}
              draft={draft}
              onChange={setDraft}
              onNext={(who) => void loadPreview(who)}
              onCancel={close}
              failure={failure}
              busy={busy}
            />
          )}
          {step === 'plan' && preview && (
            <FamilyPlanStep
              t={t}
              lang={lang}
              name={name}
              preview={preview}
              planId={planId}
              onPick={(id) => {
                setPlanId(id);
                setFailure(null);
                payKey.current = newIdempotencyKey();
              }}
              payment={payment}
              failure={failure}
              busy={busy}
              onBack={() => {
                setFailure(null);
                setStep('who');
              }}
              onPay={(option) => void pay(option)}
            />
          )}
          {step === 'done' && added && (
            <Stack gap="sm" align="flex-start" role="status">
              <ThemeIcon color="green" radius="xl" size="xl" aria-hidden>
                <IconCheck size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t.doneTitle(name)}
              </Title>
              {added.charged.amountCents > 0 && method && (
                <Text size="sm">
                  {t.doneCharged(formatMoney(added.charged.amountCents, { decimals: 2 }), methodText(t, method))}
                </Text>
              )}
              <Text size="sm">{t.doneNext(formatUsDate(added.nextPaymentOn))}</Text>
              <Text size="sm" c="gray.7">
                {t.doneMail}
              </Text>
              <Button onClick={close} mt="sm">
                {t.close}
              </Button>
            </Stack>
          )}
        </Stack>
      </Modal>
    </>
  );
}
