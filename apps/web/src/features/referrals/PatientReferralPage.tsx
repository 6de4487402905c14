import type { PatientReferralResponse } from '@mhq/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { call, isAbort } from '../../app/api';
import { Notice } from '../enrolment/fields';
import { brandOfTenant } from '../enrolment/flow-context';
import { PublicFrame, PublicLoading } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { PasteLinkForm } from './PasteLinkForm';
import { REFERRAL_TEXTS } from './referral-texts';
import { patientReferralPath } from './share-links';

type State = { kind: 'loading' } | { kind: 'ready'; referral: PatientReferralResponse } | { kind: 'gone' };

/** A referral link's page, loaded once per id: 'gone' for any link the server does not know (404, or malformed). */
export function useReferralLink(paymentUniqueId: string) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    call('patientReferral', { params: { paymentUniqueId }, signal: controller.signal, successToast: false })
      .then((referral) => setState({ kind: 'ready', referral }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ kind: 'gone' });
      });
    return () => controller.abort();
  }, [paymentUniqueId]);
  return state;
}

/** The household's language opens the page, unless the address or the visitor chose one. */
export function useHouseholdLanguage(state: State, setLang: (l: 'en' | 'es') => void) {
  const [search] = useSearchParams();
  const applied = useRef(false);
  const household = state.kind === 'ready' ? state.referral.language : null;
  useEffect(() => {
    if (household === 'es' && !applied.current && !search.has('lang')) setLang('es');
    if (household) applied.current = true;
  }, [household, search, setLang]);
}

/**
 * /patient-referral/{paymentUniqueId}: a friend opens a patient's link and joins the same practice. The page shows
 * the practice and the referrer's first name (nothing else of the household) and leads to the practice's
 * enrolment page with the household's referral code already applied (`?ref=`).
 */
export function PatientReferralPage() {
  const { paymentUniqueId } = useParams();
  if (!paymentUniqueId) return <MissingReferralLink />;
  return <ReferralInvitation paymentUniqueId={paymentUniqueId} />;
}

function ReferralInvitation({ paymentUniqueId }: { paymentUniqueId: string }) {
  const { lang, setLang, t } = useEnrolmentLanguage();
  const r = REFERRAL_TEXTS[lang];
  const state = useReferralLink(paymentUniqueId);
  useHouseholdLanguage(state, setLang);
  const frame = { lang, onLang: setLang, t };
  if (state.kind === 'loading') return <PublicLoading {...frame} />;
  if (state.kind === 'gone') {
    return (
      <PublicFrame title={r.goneTitle} {...frame}>
        <Notice kind="info">{r.goneLead}</Notice>
      </PublicFrame>
    );
  }
  const { office, referrerFirstName, referralCode } = state.referral;
  const join = `/signup/${encodeURIComponent(office.slug)}?ref=${encodeURIComponent(referralCode)}&lang=${lang}`;
  return (
    <PublicFrame title={r.inviteTitle(referrerFirstName, office.officeName)} office={office} {...frame}>
      <div className="enrol-step" data-testid="referral-invitation">
        <p className="enrol-lead">{r.inviteLead(referrerFirstName, office.officeName, brandOfTenant())}</p>
        {office.address && <p className="enrol-hint">{office.address}</p>}
        <p className="enrol-hint">
          {r.codeLabel}: <strong data-testid="referral-code">{referralCode}</strong>
        </p>
        <div className="enrol-actions">
          <Link className="enrol-button" to={join}>
            {r.join}
          </Link>
        </div>
      </div>
    </PublicFrame>
  );
}

/** /patient-referral alone: what a referral link is, and a place to paste the one received. */
function MissingReferralLink() {
  const { lang, setLang, t } = useEnrolmentLanguage();
  const r = REFERRAL_TEXTS[lang];
  return (
    <PublicFrame title={r.missingTitle} lang={lang} onLang={setLang} t={t}>
      <div className="enrol-step">
        <p className="enrol-lead">{r.missingLead}</p>
        <PasteLinkForm lang={lang} to={patientReferralPath} />
      </div>
    </PublicFrame>
  );
}
