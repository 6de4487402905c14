import { WAITING_MESSAGE_INTERVAL_MS, WAITING_MESSAGES } from '@mhq/domain';
import { useEffect, useState } from 'react';
import type { Lang } from './enrolment-texts';

/** While the payment is processed, a rotating series of messages (spec 01 section 4 'Patient signup'). */
export function WaitingMessages({ lang }: { lang: Lang }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => i + 1), WAITING_MESSAGE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  const messages = WAITING_MESSAGES[lang];
  return (
    <div className="enrol-waiting" role="status" aria-live="polite">
      <span className="enrol-spinner" aria-hidden="true" />
      <span>{messages[index % messages.length]}</span>
    </div>
  );
}
