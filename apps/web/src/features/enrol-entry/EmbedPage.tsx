import './enrol-entry.css';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PatientEnrolmentPage } from '../enrolment/PatientEnrolmentPage';

/** What the widget tells the page it sits on (read by /embed.js, which checks that it comes from this origin). */
const SOURCE = 'mhq-enrol-embed';

const tellHost = (message: { height?: number; top?: true }) => {
  if (window.parent !== window) window.parent.postMessage({ source: SOURCE, ...message }, '*');
};

/** The widget's height, each time it changes, so the host page's iframe fits it without a scroll bar. */
function useReportedHeight(root: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = 0;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        tellHost({ height });
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);
}

/** A new step starts at its top: the host page scrolls the widget's top back into sight. */
function useTopOnNewStep() {
  const [search] = useSearchParams();
  const tab = search.get('tab');
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `tab` is the event.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    tellHost({ top: true });
  }, [tab]);
}

/**
 * /enroll/embed?office={slug}: the patient enrolment as a compact widget on a practice's own website (pasted as an
 * iframe or through /embed.js), sizing itself to its content; the success page shows inside the frame.
 */
export function EmbedPage() {
  const root = useRef<HTMLDivElement>(null);
  useReportedHeight(root);
  useTopOnNewStep();
  return (
    <div ref={root} className="enrol-embed-root">
      <PatientEnrolmentPage
        from="query"
        variant="embed"
        linkTo={(slug) => `/enroll/embed?office=${encodeURIComponent(slug)}`}
        flow={{ onDone: () => tellHost({ top: true }) }}
      />
    </div>
  );
}
