import './payment-update.css';
import type { PaymentLinkView, PaymentSourceResponse } from '@mhq/contract';
import { formatMoney, formatPhone, telHref } from '@mhq/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isAbort, userMessageOf } from '../../app/api';
import { Notice } from '../enrolment/fields';
import { brandOfTenant, type FlowContext, FlowContextValue } from '../enrolment/flow-context';
import { PublicFrame, PublicLoading } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { PaymentUpdateForm } from './PaymentUpdateForm';
import { paymentOffer } from './payment-offer';
import { fetchPaymentLink, goneOf, type LinkRef } from './payment-update-api';
import { methodOnFile, PAYMENT_UPDATE_TEXTS, type PaymentUpdateTexts } from './payment-update-texts';

type Office = PaymentLinkView['office'];
type State =
  | { kind: 'loading' }
  | { kind: 'ready'; view: PaymentLinkView }
  | { kind: 'saved'; view: PaymentLinkView; saved: PaymentSourceResponse }
  | { kind: 'gone'; office: Office | null }
  | { kind: 'failed'; message: string };

/**
 * The page of a mailed payment-update link (/patient/payment-update/{activationKey}/{userId}): public, phone first,
 * English or Spanish. The account owner sees their card on file and saves a new one; a link that no longer works
 * says so calmly, with the office's phone.
 */
export function PaymentUpdatePage() {
  const { activationKey = '', userId = '' } = useParams();
  const link = useMemo<LinkRef>(() => ({ activationKey, memberId: userId }), [activationKey, userId]);
  const { lang, setLang, t } = useEnrolmentLanguage();
  const texts = PAYMENT_UPDATE_TEXTS[lang];
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const langAtLoad = useRef(lang);
  const householdLangApplied = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchPaymentLink(link, langAtLoad.current, controller.signal)
      .then((view) => setState({ kind: 'ready', view }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        const gone = goneOf(error);
        setState(gone ? { kind: 'gone', office: gone.office } : { kind: 'failed', message: userMessageOf(error) });
      });
    return () => controller.abort();
  }, [link, attempt]);

  // A Spanish-speaking household (its mail was in Spanish) opens the page in Spanish, unless the address says.
  const household = state.kind === 'ready' ? state.view.language : null;
  useEffect(() => {
    if (household === 'es' && !householdLangApplied.current && !search.has('lang')) setLang('es');
    if (household) householdLangApplied.current = true;
  }, [household, search, setLang]);

  const view = state.kind === 'ready' || state.kind === 'saved' ? state.view : null;
  const flow = useMemo<FlowContext | null>(
    () =>
      view
        ? {
            offer: paymentOffer(view),
            channel: 'external',
            lang,
            t,
            brand: brandOfTenant(),
            payorAndWaiver: false,
            frontDesk: false,
          }
        : null,
    [view, lang, t],
  );
  const frame = { lang, onLang: setLang, t };

  if (state.kind === 'loading') {
    return <PublicLoading {...frame} />;
  }
  if (state.kind === 'failed') {
    return (
      <PublicFrame title={texts.title} {...frame}>
        <Notice kind="error">{state.message || t.loadFailed}</Notice>
        <div className="enrol-actions">
          <button type="button" className="enrol-button" onClick={() => setAttempt((a) => a + 1)}>
            {t.retry}
          </button>
        </div>
      </PublicFrame>
    );
  }
  if (state.kind === 'gone') return <LinkGone office={state.office} texts={texts} frame={frame} />;
  if (!view || !flow) return null;

  return (
    <PublicFrame title={texts.title} office={view.office} {...frame}>
      <FlowContextValue.Provider value={flow}>
        <div className="payment-update">
          {state.kind === 'saved' ? (
            <Saved
              saved={state.saved}
              office={view.office}
              texts={texts}
              // A refused payment leaves the debt open: its link still works for another card.
              onTryAnother={() => setState({ kind: 'ready', view })}
            />
          ) : (
            <>
              <section className="enrol-step" aria-labelledby="payment-update-hello">
                <h2 id="payment-update-hello">{texts.hello(view.firstName)}</h2>
                <p className="enrol-lead">{texts.lead(view.office.officeName)}</p>
                <OnFile texts={texts} method={view.paymentMethod ? methodOnFile(texts, view.paymentMethod) : null} />
                {view.pastDueCents > 0 && (
                  <Notice kind="info">{texts.pastDue(formatMoney(view.pastDueCents, { decimals: 2 }))}</Notice>
                )}
              </section>
              <PaymentUpdateForm
                link={link}
                view={view}
                texts={texts}
                onSaved={(saved) => setState({ kind: 'saved', view, saved })}
                onGone={(office) => setState({ kind: 'gone', office: office ?? view.office })}
              />
            </>
          )}
        </div>
      </FlowContextValue.Provider>
    </PublicFrame>
  );
}

/** The card or bank account on file, or that there is none. */
function OnFile({ texts, method }: { texts: PaymentUpdateTexts; method: string | null }) {
  return (
    <dl className="payment-update-on-file">
      <dt>{texts.onFile}</dt>
      <dd>{method ?? texts.nothingOnFile}</dd>
    </dl>
  );
}

function Saved({
  saved,
  office,
  texts,
  onTryAnother,
}: {
  saved: PaymentSourceResponse;
  office: Office;
  texts: PaymentUpdateTexts;
  onTryAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const tried = saved.lateRetry;
  const amount = tried ? formatMoney(tried.amountCents, { decimals: 2 }) : '';
  return (
    <section className="enrol-step enrol-success" aria-labelledby="payment-update-saved">
      <div className="enrol-success-mark" aria-hidden="true">
        ✓
      </div>
      <h2 id="payment-update-saved" ref={heading} tabIndex={-1}>
        {saved.paymentMethod.kind === 'us_bank_account' ? texts.savedBank : texts.savedCard}
      </h2>
      <OnFile texts={texts} method={methodOnFile(texts, saved.paymentMethod)} />
      {tried?.paid && <Notice kind="info">{texts.debtPaid(amount)}</Notice>}
      {tried && !tried.paid && (
        <>
          <Notice kind="error">{texts.debtRefused(amount, tried.failureMessage)}</Notice>
          <div className="enrol-actions">
            <button type="button" className="enrol-button" onClick={onTryAnother}>
              {texts.tryAnother}
            </button>
          </div>
        </>
      )}
      <p className="enrol-lead">{texts.savedLead(office.officeName)}</p>
    </section>
  );
}

type Frame = Pick<React.ComponentProps<typeof PublicFrame>, 'lang' | 'onLang' | 't'>;

/** An unknown, used or expired link: the same calm words for all three, and whom to call. */
function LinkGone({ office, texts, frame }: { office: Office | null; texts: PaymentUpdateTexts; frame: Frame }) {
  return (
    <PublicFrame title={texts.goneTitle} office={office} {...frame}>
      <div className="payment-update">
        <section className="enrol-step">
          <p className="enrol-lead">{texts.goneLead}</p>
          <p className="enrol-lead">{office ? texts.goneCall(office.officeName) : texts.goneNoOffice}</p>
          {office?.phone && (
            <div className="enrol-actions">
              <a className="enrol-button" href={telHref(office.phone)}>
                {frame.t.callOffice(formatPhone(office.phone))}
              </a>
            </div>
          )}
        </section>
      </div>
    </PublicFrame>
  );
}
