import './payment-update.css';
import type { PublicReceiptResponse } from '@mhq/contract';
import { formatMoney, RECEIPT_WORDS, telHref } from '@mhq/domain';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { API_BASE, call, isAbort } from '../../app/api';
import { Notice } from '../enrolment/fields';
import { PublicFrame, PublicLoading } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { ReceiptShareSection } from '../referrals/ReceiptShareSection';
import { PUBLIC_RECEIPT_TEXTS } from './public-receipt-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

type State = { kind: 'loading' } | { kind: 'ready'; receipt: PublicReceiptResponse } | { kind: 'gone' };

/**
 * /pn/{paymentUniqueId}: a payment's receipt at the link mailed to the household, without signing in, phone first,
 * in the household's language (English or Spanish): the office, who paid and how, what it covered, what went back,
 * and the PDF.
 */
export function PublicReceiptPage() {
  const { paymentUniqueId = '' } = useParams();
  const { lang, setLang, t } = useEnrolmentLanguage();
  const texts = PUBLIC_RECEIPT_TEXTS[lang];
  const words = RECEIPT_WORDS[lang];
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const householdLangApplied = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    call('publicReceipt', {
      params: { paymentUniqueId },
      query: { type: 'json' },
      signal: controller.signal,
      successToast: false,
    })
      .then((receipt) => setState({ kind: 'ready', receipt }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ kind: 'gone' });
      });
    return () => controller.abort();
  }, [paymentUniqueId]);

  // A Spanish-speaking household opens its receipt in Spanish, unless the address says otherwise.
  const household = state.kind === 'ready' ? state.receipt.language : null;
  useEffect(() => {
    if (household === 'es' && !householdLangApplied.current && !search.has('lang')) setLang('es');
    if (household) householdLangApplied.current = true;
  }, [household, search, setLang]);

  const frame = { lang, onLang: setLang, t };
  if (state.kind === 'loading') {
    return <PublicLoading {...frame} />;
  }
  if (state.kind === 'gone') {
    return (
      <PublicFrame title={texts.goneTitle} {...frame}>
        <Notice kind="info">{texts.goneLead}</Notice>
      </PublicFrame>
    );
  }
  const r = state.receipt;
  return (
    <PublicFrame title={words.title} office={r.office} {...frame}>
      <div className="payment-update">
        <section className="enrol-step" aria-labelledby="receipt-summary">
          <p id="receipt-summary" className="enrol-lead">
            {words.number(r.receiptNumber, r.paidOn)}
          </p>
          <dl className="receipt-facts">
            <dt>{words.paidBy}</dt>
            <dd>{r.payerName}</dd>
            <dt>{words.method}</dt>
            <dd>{words.methodLabel(r.method, r.paymentMethod)}</dd>
          </dl>
        </section>
        <section className="enrol-step" aria-labelledby="receipt-lines">
          <h2 id="receipt-lines">{words.covered}</h2>
          <table className="receipt-lines">
            <tbody>
              {r.lines.map((l) => (
                <tr key={`${l.memberName}-${l.kind}-${l.planName}-${l.periodStart}`}>
                  <td>
                    <strong>{l.memberName}</strong>
                    <br />
                    {words.line(l, r.platformName)}
                  </td>
                  <td className="receipt-amount">{money(l.amountCents)}</td>
                </tr>
              ))}
              <tr className="receipt-total">
                <td>{words.total}</td>
                <td className="receipt-amount">{money(r.amountCents)}</td>
              </tr>
              {r.refunds.map((x) => (
                <tr key={`${x.on}-${x.amountCents}`}>
                  <td>{words.refunded(x.on)}</td>
                  <td className="receipt-amount">-{money(x.amountCents)}</td>
                </tr>
              ))}
              {r.returnedCents > 0 && (
                <tr>
                  <td>{words.returned}</td>
                  <td className="receipt-amount">-{money(r.returnedCents)}</td>
                </tr>
              )}
              {r.netCents !== r.amountCents && (
                <tr className="receipt-total">
                  <td>{words.net}</td>
                  <td className="receipt-amount">{money(r.netCents)}</td>
                </tr>
              )}
            </tbody>
          </table>
          <div className="enrol-actions">
            <a
              className="enrol-button"
              href={`${API_BASE}/payments/${encodeURIComponent(paymentUniqueId)}?type=pdf&lang=${lang}`}
              target="_blank"
              rel="noreferrer"
            >
              {texts.pdf}
            </a>
          </div>
        </section>
        <ReceiptShareSection paymentUniqueId={paymentUniqueId} officeName={r.office.officeName} lang={lang} />
        {r.office.phone && (
          <p className="enrol-lead">
            {texts.questions(r.office.officeName)} <a href={telHref(r.office.phone)}>{r.office.phone}</a>
          </p>
        )}
      </div>
    </PublicFrame>
  );
}
