import './referrals.css';
import type { OfficeReferralRequest } from '@mhq/contract';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, call } from '../../app/api';
import { tenant } from '../../app/tenant';
import type { Lang } from '../enrolment/enrolment-texts';
import { Notice, TextField } from '../enrolment/fields';
import { brandOfTenant } from '../enrolment/flow-context';
import { PublicFrame, PublicLoading } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { PasteLinkForm } from './PasteLinkForm';
import { useHouseholdLanguage, useReferralLink } from './PatientReferralPage';
import { REFERRAL_TEXTS } from './referral-texts';
import { officeReferralPath, patientReferralPath } from './share-links';

/**
 * /office-referral/{paymentUniqueId}: a patient recommends the platform to another practice. The lead is recorded
 * and the practice mailed one invitation to sign up; the patient is thanked. /office-referral alone asks for the link.
 */
export function OfficeReferralPage() {
  const { paymentUniqueId } = useParams();
  const { lang, setLang, t } = useEnrolmentLanguage();
  const r = REFERRAL_TEXTS[lang];
  const frame = { lang, onLang: setLang, t };
  if (!paymentUniqueId) {
    return (
      <PublicFrame title={r.officeTitle(tenant.name)} {...frame}>
        <div className="enrol-step">
          <p className="enrol-lead">{r.officeMissingLead(tenant.name)}</p>
          <PasteLinkForm lang={lang} to={officeReferralPath} />
        </div>
      </PublicFrame>
    );
  }
  return <Recommend paymentUniqueId={paymentUniqueId} frame={frame} />;
}

type Frame = { lang: Lang; onLang: (l: Lang) => void; t: ReturnType<typeof useEnrolmentLanguage>['t'] };
type Fields = Required<Omit<OfficeReferralRequest, 'language'>>;
const EMPTY: Fields = { practiceName: '', contactName: '', email: '', phone: '', note: '' };

function Recommend({ paymentUniqueId, frame }: { paymentUniqueId: string; frame: Frame }) {
  const { lang } = frame;
  const r = REFERRAL_TEXTS[lang];
  const state = useReferralLink(paymentUniqueId);
  useHouseholdLanguage(state, frame.onLang);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const noteId = useId();

  if (state.kind === 'loading') return <PublicLoading {...frame} />;
  if (state.kind === 'gone') {
    return (
      <PublicFrame title={r.goneTitle} {...frame}>
        <Notice kind="info">{r.goneLead}</Notice>
      </PublicFrame>
    );
  }
  const { office } = state.referral;
  const title = r.officeTitle(tenant.name);
  const backLink = (
    <p className="enrol-hint">
      <Link to={`${patientReferralPath(paymentUniqueId)}?lang=${lang}`}>{r.backToOffice(office.officeName)}</Link>
    </p>
  );
  if (thanks) {
    return (
      <PublicFrame title={r.thanksTitle} {...frame}>
        <div className="enrol-step" data-testid="office-referral-thanks">
          <p className="enrol-lead" role="status">
            {thanks}
          </p>
          <div className="enrol-actions">
            <button
              type="button"
              className="enrol-button enrol-button-outline"
              onClick={() => {
                setThanks(null);
                setFields(EMPTY);
              }}
            >
              {r.again}
            </button>
          </div>
        </div>
      </PublicFrame>
    );
  }

  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    setErrors((x) => ({ ...x, [name]: undefined }));
  };

  async function send() {
    const missing: typeof errors = {};
    for (const name of ['practiceName', 'contactName', 'email'] as const) {
      if (fields[name].trim() === '') missing[name] = r.required;
    }
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const res = await call('officeReferral', {
        params: { paymentUniqueId },
        body: { ...fields, language: lang },
        successToast: false,
      });
      setThanks(res._message);
    } catch (error) {
      // The contract's messages name the field; anything else (throttled, offline) is said above the button.
      const fieldErrors =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> })?.errors : null;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) setErrors(fieldErrors as typeof errors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame title={title} {...frame}>
      <form
        className="enrol-step referral-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p className="enrol-lead">{r.officeLead(tenant.name, brandOfTenant())}</p>
        <TextField
          label={r.practiceName}
          name="practiceName"
          autoComplete="organization"
          maxLength={120}
          value={fields.practiceName}
          onChange={set('practiceName')}
          error={errors.practiceName}
        />
        <TextField
          label={r.contactName}
          hint={r.contactHint}
          name="contactName"
          autoComplete="off"
          maxLength={120}
          value={fields.contactName}
          onChange={set('contactName')}
          error={errors.contactName}
        />
        <TextField
          label={r.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={r.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={fields.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <div className="enrol-field">
          <label htmlFor={noteId}>{r.note}</label>
          <textarea
            id={noteId}
            name="note"
            rows={3}
            maxLength={1000}
            value={fields.note}
            onChange={set('note')}
            className="referral-note"
          />
        </div>
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className="enrol-actions">
          <button type="submit" className="enrol-button" disabled={busy}>
            {busy ? r.sending : r.send}
          </button>
        </div>
        {backLink}
      </form>
    </PublicFrame>
  );
}
