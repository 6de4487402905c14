import type { EnrolmentPayment, EnrolmentResponse } from '@mhq/contract';
import { type EnrollmentChannel, quoteEnrolment } from '@mhq/domain';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { AgreementValues } from './Agreements';
import { CheckoutStep } from './CheckoutStep';
import { type AppliedCodes, type AppliedGroup, CodesFields } from './CodesFields';
import { checkCodes, type EnrolmentSubmit } from './enrolment-api';
import type { EnrolmentTexts, Lang } from './enrolment-texts';
import { brandOfTenant, type FlowContext, FlowContextValue } from './flow-context';
import { emptyHousehold, type HouseholdDraft, householdRequest, peopleOf, quotePeople } from './household';
import { clearDraft, loadDraft, saveDraft } from './household-draft-store';
import { householdProblems, householdResolver, type PlanAllowed } from './household-rules';
import { LeaveGuard } from './LeaveGuard';
import { MemberInfoStep } from './MemberInfoStep';
import type { EnrolmentOffer } from './offer';
import { PriceSummary } from './PriceSummary';
import { choicesFor, termsOffered } from './plan-choices';
import { STEPS, type Step, StepHeader } from './StepHeader';
import { type Collector, SuccessView } from './SuccessView';

export type EnrolmentFlowProps = Props;

type Props = {
  offer: EnrolmentOffer;
  channel: EnrollmentChannel;
  lang: Lang;
  t: EnrolmentTexts;
  /** Front desk: chart ids and payment in the office; `payorAndWaiver` by mayChoosePayorAndWaive. */
  frontDesk: boolean;
  payorAndWaiver: boolean;
  submit: EnrolmentSubmit;
  onPricesChanged: () => void;
  /** Where this household's draft is kept (one per office and channel). */
  draftKey: string;
  /** Front desk: who acts in which office, where the success page takes payments waiting for the office. */
  collectIn?: Collector;
  /** The office's invite the patient came from (`?invite=` of the mailed link), kept with the enrolment. */
  inviteId?: string;
  /** The campaign message's token its link carried (`?c=`): the enrolment counts for that campaign. */
  campaignToken?: string;
  /** A referral code the address brought (`?ref=` of a friend's referral link), applied once the office accepts it. */
  referralCode?: string;
  /** A group the page was opened with (/community-enroll/{code}): applied from the start, as if its code was typed. */
  group?: AppliedGroup;
  /** False on the waiting-room tablet: nothing typed is kept in storage, so no later patient finds it. */
  keepDraft?: boolean;
  /** A plan the address chose (/subscribe's `plan`): picked for each person it fits, until they pick another. */
  preferredPlanId?: number | undefined;
  /** Told once the household is enrolled (the tablet starts its countdown to the next patient). */
  onDone?: () => void;
  /** Shown above the success page (the tablet's thank-you). */
  successNote?: ReactNode;
};

const isStep = (value: string | null): value is Step => STEPS.includes(value as Step);

/** The offer as an applied group code opens it: the group's discount, and only the plans its people may choose. */
function withGroup(offer: EnrolmentOffer, group: AppliedGroup | null): EnrolmentOffer {
  if (!group) return offer;
  const allowed = new Set(group.planIds);
  return {
    ...offer,
    business: group.business,
    ...(group.community ? { groupKind: 'community' as const } : {}),
    plans: offer.plans.filter((p) => allowed.has(p.id)),
  };
}

/**
 * One household's enrolment, for the patient's own page and the front desk alike: Member Info, Confirm, Checkout
 * and the success page (spec 01 section 4). The step is the `tab` of the address; a later step opens only when the
 * household typed so far is complete.
 */
export function EnrolmentFlow(props: Props) {
  const { channel, lang, t, frontDesk, payorAndWaiver, submit, draftKey, keepDraft = true } = props;
  const [codes, setCodes] = useState<AppliedCodes>({ group: props.group ?? null, referral: null });
  // A friend's referral link fills in their code; the office checks it as if typed (a wrong one is left out).
  const linkedReferral = props.referralCode;
  const officeId = props.offer.office.id;
  useEffect(() => {
    if (!linkedReferral) return;
    let live = true;
    checkCodes(officeId, { referralCode: linkedReferral })
      .then((office) => {
        if (live && office.referralCode) setCodes((c) => (c.referral ? c : { ...c, referral: office.referralCode }));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [linkedReferral, officeId]);
  // A group code does what its group's BusinessConnect link does: its discount, on the plans the group may choose.
  const offer = useMemo(() => withGroup(props.offer, codes.group), [props.offer, codes.group]);
  const terms = useMemo(() => termsOffered(offer, channel), [offer, channel]);
  const planAllowed: PlanAllowed = (person, _index) =>
    choicesFor(offer, person, form.getValues('term'), channel).some((c) => c.id === person.planId);
  const allowedRef = useRef(planAllowed);
  allowedRef.current = planAllowed;
  const form = useForm<HouseholdDraft>({
    defaultValues: (keepDraft ? loadDraft(draftKey) : null) ?? emptyHousehold(terms[0] ?? 'monthly'),
    resolver: householdResolver(() => allowedRef.current),
  });
  const [search, setSearch] = useSearchParams();
  const [done, setDone] = useState<{ response: EnrolmentResponse; email: string } | null>(null);

  const draft = useWatch({ control: form.control }) as HouseholdDraft;
  useEffect(() => {
    if (!done && keepDraft) saveDraft(draftKey, draft);
  }, [draft, draftKey, done, keepDraft]);

  // A term no plan is offered on any more (the office changed its plans) falls back to one that is.
  useEffect(() => {
    if (terms.length > 0 && !terms.includes(form.getValues('term'))) form.setValue('term', terms[0] ?? 'monthly');
  }, [terms, form]);

  const complete = householdProblems(draft, planAllowed) === null;
  const asked = search.get('tab');
  const step: Step = isStep(asked) && complete ? asked : 'member-info';
  // A new step's heading takes the focus, so a screen reader starts reading there (not on the first render).
  const stepArea = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepArea.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    setSearch((s) => {
      s.set('tab', next);
      return s;
    });
    window.scrollTo({ top: 0 });
  };

  const offered = new Set(offer.plans.map((p) => p.id));
  const people = quotePeople(draft, payorAndWaiver).map((p) => ({
    ...p,
    planId: p.planId !== null && offered.has(p.planId) ? p.planId : null,
  }));
  const quote = quoteEnrolment({
    plans: offer.plans.map((p) => p.pricing),
    people,
    term: draft.term,
    gppActive: offer.gppActive,
    setupFeePercent: offer.setupFeePercent,
    dentistDiscountPercent: offer.business?.discountPercent ?? 0,
  });

  const pay = (
    payment: EnrolmentPayment,
    agreements: AgreementValues,
    expected: { todayCents: number; recurringCents: number },
    key: string,
  ) =>
    submit(
      {
        ...householdRequest(draft, channel, payorAndWaiver),
        term: draft.term,
        payment,
        agreements,
        expected,
        language: lang,
        ...(props.inviteId ? { inviteId: props.inviteId } : {}),
        ...(props.campaignToken ? { campaignToken: props.campaignToken } : {}),
        ...(codes.group
          ? { groupCode: codes.group.code }
          : offer.business
            ? { smBusinessInfoId: offer.business.id }
            : {}),
        ...(codes.referral ? { referralCode: codes.referral } : {}),
      },
      key,
    );

  const ctx: FlowContext = {
    offer,
    channel,
    lang,
    t,
    brand: brandOfTenant(),
    payorAndWaiver,
    frontDesk,
    preferredPlanId: props.preferredPlanId,
  };
  const dirty = form.formState.isDirty || draft.owner.firstName !== '' || draft.members.length > 0;

  return (
    <FlowContextValue.Provider value={ctx}>
      <LeaveGuard active={dirty && !done} t={t} />
      {done ? (
        <>
          {props.successNote}
          <SuccessView
            response={done.response}
            email={done.email}
            collectIn={props.collectIn}
            onAnother={
              frontDesk
                ? () => {
                    setDone(null);
                    setCodes({ group: null, referral: null });
                    form.reset(emptyHousehold(terms[0] ?? 'monthly'));
                    goTo('member-info');
                  }
                : undefined
            }
          />
        </>
      ) : (
        <FormProvider {...form}>
          <StepHeader step={step} t={t} />
          <div ref={stepArea} className="enrol-step-area">
            {step === 'member-info' && (
              <MemberInfoStep
                terms={terms}
                onNext={() => goTo('confirm')}
                codes={<CodesFields officeId={offer.office.id} value={codes} onChange={setCodes} />}
              />
            )}
            {step === 'confirm' && (
              <div className="enrol-step">
                <h2 tabIndex={-1}>{t.reviewTitle}</h2>
                <p className="enrol-lead">{t.reviewLead}</p>
                <PriceSummary quote={quote} people={peopleOf(draft)} />
                <div className="enrol-actions">
                  <button type="button" className="enrol-button enrol-button-quiet" onClick={() => goTo('member-info')}>
                    {t.editMembers}
                  </button>
                  <button type="button" className="enrol-button" onClick={() => goTo('checkout')}>
                    {t.continue}
                  </button>
                </div>
              </div>
            )}
            {step === 'checkout' && (
              <CheckoutStep
                quote={quote}
                holder={`${draft.owner.firstName} ${draft.owner.lastName}`.trim()}
                email={draft.owner.email.trim()}
                pay={pay}
                onPaid={(response) => {
                  clearDraft(draftKey);
                  setDone({ response, email: draft.owner.email.trim() });
                  props.onDone?.();
                  window.scrollTo({ top: 0 });
                }}
                onPricesChanged={props.onPricesChanged}
                onBack={() => goTo('confirm')}
              />
            )}
          </div>
        </FormProvider>
      )}
    </FlowContextValue.Provider>
  );
}
