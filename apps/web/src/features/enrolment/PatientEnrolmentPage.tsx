import { formatPhone, telHref } from '@mhq/domain';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { logCampaignLinkOpened } from '../campaigns/campaign-link';
import { logInviteClick } from '../marketing/invite-api';
import { appliedGroupOf } from './CodesFields';
import { EnrolmentFlow, type EnrolmentFlowProps } from './EnrolmentFlow';
import { selfEnrol } from './enrolment-api';
import { moreTexts } from './enrolment-more-texts';
import type { Lang } from './enrolment-texts';
import { Notice } from './fields';
import { brandOfTenant } from './flow-context';
import { lastOffice, rememberOffice } from './household-draft-store';
import { OfficeLinkPrompt } from './OfficeLinkPrompt';
import { type OfferPlan, offerFromPublic, planName } from './offer';
import { type FrameVariant, PublicFrame, PublicLoading } from './PublicFrame';
import { useEnrolmentLanguage } from './use-enrolment-language';
import { type OfficeRef, usePublicOffice } from './use-public-office';

/**
 * How the address names the office: /signup/{slug} (and /businessconnect/{slug}, whose `?business=` names the
 * employer), /accounts/signup/my-dentist/{id}, or /enroll's query.
 */
export type OfficeFrom = 'slug' | 'id' | 'query' | 'community';

function useOfficeRef(from: OfficeFrom, remembered: boolean): OfficeRef | null {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = from === 'slug' ? params.officeSlug : (search.get('office') ?? undefined);
  const rawId = from === 'id' ? params.dentistInfoId : (search.get('dentistInfoId') ?? undefined);
  const rawBusiness = Number(search.get('business') ?? search.get('smBusinessInfoId'));
  const business = Number.isInteger(rawBusiness) && rawBusiness > 0 ? rawBusiness : undefined;
  const groupCode = from === 'community' ? (params.groupCode ?? '').replace(/[\s-]/g, '').toUpperCase() : '';
  return useMemo(() => {
    // /community-enroll/{groupCode}: the group's code names its office (a malformed one is not valid either).
    if (from === 'community') return { community: /^[A-Z0-9]{1,40}$/.test(groupCode) ? groupCode : 'INVALID' };
    const also = business ? { business } : {};
    if (slug) return { slug: slug.trim().toLowerCase(), ...also };
    const id = Number(rawId);
    if (Number.isInteger(id) && id > 0) return { id, ...also };
    // /enroll and /checkout alone: the office the patient was enrolling with in this tab, if any.
    const last = from === 'query' && remembered ? lastOffice() : null;
    return last ? { slug: last } : null;
  }, [slug, rawId, from, business, groupCode, remembered]);
}

/**
 * A patient enrols their household online (spec 01 section 4 'Patient signup'), in English or Spanish, with no
 * sign-in: the office's plans, the live price, payment, and the confirmation.
 */
/** The invite of a mailed link (`?invite=`), when it is well formed; its click is reported once. */
function useInviteId(): string | undefined {
  const [search] = useSearchParams();
  const invite = search.get('invite')?.trim() ?? '';
  const valid = /^[A-Za-z0-9_-]{8,64}$/.test(invite) ? invite : undefined;
  useEffect(() => {
    if (valid) void logInviteClick(valid);
  }, [valid]);
  return valid;
}

/**
 * The campaign message's token of the link (`?c=`), kept while the page is open (its steps change the address); its
 * opening is reported once, as the campaign's click.
 */
function useCampaignToken(): string | undefined {
  const [search] = useSearchParams();
  const [token] = useState(() => {
    const c = search.get('c')?.trim() ?? '';
    return /^[A-Za-z0-9_-]{16,64}$/.test(c) ? c : undefined;
  });
  useEffect(() => {
    if (token) void logCampaignLinkOpened(token);
  }, [token]);
  return token;
}

/** A friend's referral code the address carries (`?ref=` of /patient-referral's link), when it looks like one. */
function useReferralCodeOfLink(): string | undefined {
  const [search] = useSearchParams();
  const code = (search.get('ref') ?? search.get('referralCode') ?? '').replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : undefined;
}

type Props = {
  from: OfficeFrom;
  /** The full page, the widget on a practice's website, or the waiting-room tablet (issue 27). */
  variant?: FrameVariant;
  /** /subscribe's plan: chosen for whoever it fits; a plan the office does not offer gets a calm note instead. */
  planId?: number;
  /** The tablet's: nothing kept in storage, told when done, its thank-you above the success page. */
  flow?: Pick<EnrolmentFlowProps, 'keepDraft' | 'onDone' | 'successNote'>;
  /** Where the link-name prompt goes: the widget and the tablet stay themselves. */
  linkTo?: (slug: string) => string;
};

export function PatientEnrolmentPage({ from, variant = 'page', planId, flow, linkTo }: Props) {
  const { lang, setLang, t } = useEnrolmentLanguage();
  const inviteId = useInviteId();
  const campaignToken = useCampaignToken();
  const referralCode = useReferralCodeOfLink();
  // The widget and the tablet open only the office their address names, never one a patient used before.
  const ref = useOfficeRef(from, variant === 'page');
  const { state, reload } = usePublicOffice(ref);
  const ready = state.kind === 'ready' ? state.office : null;
  const offer = useMemo(() => (ready ? offerFromPublic(ready) : null), [ready]);
  useEffect(() => {
    if (ready) rememberOffice(ready.office.slug);
  }, [ready]);
  const frame = { lang, onLang: setLang, t, variant };
  // A community group's page (/community-enroll/{code}): its code applied from the start.
  const group = ready?.community ? appliedGroupOf(ready.community.code, ready) : null;

  if (ref === null) return <OfficeLinkPrompt {...frame} linkTo={linkTo} />;
  if (state.kind === 'notFound' && from === 'community') {
    // A wrong, closed, requested or expired group code (spec 01 section 5).
    const more = moreTexts(lang);
    return (
      <PublicFrame title={more.groupCodeInvalid} {...frame}>
        <Notice kind="info">{more.groupCodeInvalidLead}</Notice>
      </PublicFrame>
    );
  }
  if (state.kind === 'notFound') return <OfficeLinkPrompt {...frame} linkTo={linkTo} notFound />;
  if (state.kind === 'failed') {
    return (
      <PublicFrame title={t.loadFailed} {...frame}>
        <button type="button" className="enrol-button" onClick={reload}>
          {t.retry}
        </button>
      </PublicFrame>
    );
  }
  if (!ready || !offer) {
    return <PublicLoading {...frame} />;
  }
  const { office } = ready;
  if (ready.disableEnrollment) {
    return (
      <PublicFrame title={t.closedTitle} office={office} theme={ready.theme} {...frame}>
        <div className="enrol-step">
          <p className="enrol-lead">{t.closedLead(office.officeName)}</p>
          {office.phone && (
            <a className="enrol-button" href={telHref(office.phone)}>
              {t.callOffice(formatPhone(office.phone))}
            </a>
          )}
        </div>
      </PublicFrame>
    );
  }
  if (!ready.takesPayments) {
    // Said on the first page, before the patient types anything: the office cannot take the payment at the end.
    const more = moreTexts(lang);
    return (
      <PublicFrame title={more.cannotPayTitle} office={office} theme={ready.theme} {...frame}>
        <div className="enrol-step" data-testid="enrolment-cannot-pay">
          <p className="enrol-lead">{more.cannotPayLead(office.officeName, brandOfTenant())}</p>
          {office.phone && (
            <a className="enrol-button" href={telHref(office.phone)}>
              {t.callOffice(formatPhone(office.phone))}
            </a>
          )}
        </div>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t.joinTitle(offer.programName)} office={office} theme={ready.theme} {...frame}>
      <p className="enrol-lead enrol-intro">{t.joinLead(office.officeName)}</p>
      {ready.business && ready.business.discountPercent > 0 && (
        <Notice kind="info">{t.businessNote(ready.business.name, ready.business.discountPercent)}</Notice>
      )}
      {group && <Notice kind="info">{t.businessNote(group.business.name, group.business.discountPercent)}</Notice>}
      {planId !== undefined && offer.plans.length > 0 && (
        <ChosenPlanNote plan={offer.plans.find((p) => p.id === planId)} officeName={office.officeName} lang={lang} />
      )}
      {offer.plans.length === 0 ? (
        <Notice kind="info">{t.closedLead(office.officeName)}</Notice>
      ) : (
        <EnrolmentFlow
          offer={offer}
          channel="external"
          lang={lang}
          t={t}
          frontDesk={false}
          payorAndWaiver={false}
          submit={selfEnrol(office.id)}
          onPricesChanged={reload}
          draftKey={`external:${office.id}`}
          inviteId={inviteId}
          campaignToken={campaignToken}
          referralCode={referralCode}
          {...(group ? { group } : {})}
          preferredPlanId={planId}
          {...flow}
        />
      )}
    </PublicFrame>
  );
}

/** /subscribe's plan: named when the office offers it, else a calm note over the office's own plans. */
function ChosenPlanNote({ plan, officeName, lang }: { plan: OfferPlan | undefined; officeName: string; lang: Lang }) {
  const more = moreTexts(lang);
  return plan ? (
    <Notice kind="info">{more.planChosen(planName(plan, lang))}</Notice>
  ) : (
    <Notice kind="info">{more.planNotOffered(officeName)}</Notice>
  );
}
