import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import type { Lang } from '../enrolment/enrolment-texts';
import { TextField } from '../enrolment/fields';
import { REFERRAL_TEXTS } from './referral-texts';
import { absoluteUrl, officeReferralPath, patientReferralPath, useShareLink } from './share-links';

/**
 * The receipt's invitation to share (/pn/{paymentUniqueId}): the household's referral link to copy or send, and
 * the way to recommend the platform to another practice. The receipt's own id makes both links.
 */
export function ReceiptShareSection({
  paymentUniqueId,
  officeName,
  lang,
}: {
  paymentUniqueId: string;
  officeName: string;
  lang: Lang;
}) {
  const s = REFERRAL_TEXTS[lang].share;
  const url = absoluteUrl(patientReferralPath(paymentUniqueId));
  const { copied, copy, canShare, openShare } = useShareLink(url, {
    title: s.shareTitle(officeName),
    text: s.shareText(officeName),
  });
  return (
    <section className="enrol-step" aria-labelledby="receipt-share" data-testid="receipt-share">
      <h2 id="receipt-share">{s.title}</h2>
      <p className="enrol-lead">{s.lead}</p>
      <TextField label={s.linkLabel} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <div className="enrol-actions">
        {canShare && (
          <button type="button" className="enrol-button" onClick={() => void openShare()}>
            {s.share}
          </button>
        )}
        <button
          type="button"
          className={`enrol-button${canShare ? ' enrol-button-outline' : ''}`}
          onClick={() => void copy()}
        >
          {copied ? s.copied : s.copy}
        </button>
      </div>
      <p role="status" className="enrol-hint">
        {copied ? s.copied : ''}
      </p>
      <p className="enrol-hint">
        <Link to={`${officeReferralPath(paymentUniqueId)}?lang=${lang}`}>{s.office(tenant.name)}</Link>
      </p>
    </section>
  );
}
