import './enrol-entry.css';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Lang } from '../enrolment/enrolment-texts';
import { clearAllDrafts } from '../enrolment/household-draft-store';
import { PatientEnrolmentPage } from '../enrolment/PatientEnrolmentPage';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { entryTexts } from './enrol-entry-texts';
import { useIdleReset } from './use-idle-reset';

/** A patient who walks away mid-form: everything they typed is gone two minutes later. */
const IDLE_MS = 2 * 60_000;
/** How long the thank-you stays before the tablet starts over by itself. */
const THANKS_SECONDS = 20;

/**
 * /office-enroll?office={slug}: the waiting-room tablet. Patients enrol one after the other with no account (the
 * public flow, by card), on large touch targets, in English or Spanish, with no links off the page. After each one
 * it starts over: from the thank-you (after 20 seconds or on "Next patient") and after two minutes untouched, with
 * every field cleared and nothing kept in storage. Without `office`, it asks for the practice's link name.
 */
export function KioskPage() {
  const [search, setSearch] = useSearchParams();
  // The language the front desk opened it in is where each patient starts; it lives in the address so a reset can
  // put it back after a patient switched.
  const [startLang] = useState<Lang>(() => (search.get('lang') === 'es' ? 'es' : 'en'));
  const [round, setRound] = useState(0);
  const hasLang = search.has('lang');
  useEffect(() => {
    if (!hasLang) {
      setSearch(
        (s) => {
          s.set('lang', startLang);
          return s;
        },
        { replace: true },
      );
    }
  }, [hasLang, setSearch, startLang]);

  const next = useCallback(() => {
    clearAllDrafts();
    setSearch(
      (s) => {
        s.delete('tab');
        s.set('lang', startLang);
        return s;
      },
      { replace: true },
    );
    setRound((r) => r + 1);
    window.scrollTo({ top: 0 });
  }, [setSearch, startLang]);
  useIdleReset(next, IDLE_MS);

  return (
    <PatientEnrolmentPage
      key={round}
      from="query"
      variant="kiosk"
      linkTo={(slug) => `/office-enroll?office=${encodeURIComponent(slug)}`}
      flow={{ keepDraft: false, successNote: <KioskThanks onNext={next} /> }}
    />
  );
}

/** "Thank you! Please hand the tablet back to the front desk.", counting down to the next patient. */
function KioskThanks({ onNext }: { onNext: () => void }) {
  const { lang } = useEnrolmentLanguage({ documentLang: false });
  const words = entryTexts(lang);
  const [left, setLeft] = useState(THANKS_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onNext();
  }, [left, onNext]);
  return (
    <section className="kiosk-thanks" aria-labelledby="kiosk-thanks-title">
      <h2 id="kiosk-thanks-title">{words.thanksTitle}</h2>
      <p className="kiosk-hand-back">{words.handBack}</p>
      <button type="button" className="enrol-button kiosk-next" onClick={onNext}>
        {words.nextPatient}
      </button>
      <p className="kiosk-countdown">{words.startingOver(left)}</p>
    </section>
  );
}
