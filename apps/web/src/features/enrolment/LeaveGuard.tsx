import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EnrolmentTexts } from './enrolment-texts';

/** A link click that leaves this page for another of the app: what the guard may hold back. */
function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null; // another site: the browser's own prompt asks
  if (url.pathname === window.location.pathname) return null; // a step of this same page
  return url;
}

/**
 * Leaving before payment asks first (spec 01 sections 4 and 8 'Leaving before payment'): the browser's own prompt
 * when the tab closes or reloads, and this dialog for a link to another page of the app. (The app's router is not
 * a data router, so React Router's useBlocker is not available: links are held back where they are clicked.)
 */
export function LeaveGuard({ active, t }: { active: boolean; t: EnrolmentTexts }) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<URL | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const url = leavingLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (pending && !el.open) el.showModal();
    if (!pending && el.open) el.close();
  }, [pending]);

  const leave = () => {
    const url = pending;
    setPending(null);
    if (url) navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <dialog
      ref={dialog}
      className="enrol-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={() => setPending(null)}
    >
      <h2 id={titleId}>{t.leaveTitle}</h2>
      <p id={messageId}>{t.leaveMessage}</p>
      <div className="enrol-actions">
        <button type="button" className="enrol-button enrol-button-quiet" onClick={leave}>
          {t.leave}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a confirmation dialog. */}
        <button type="button" className="enrol-button" autoFocus onClick={() => setPending(null)}>
          {t.stay}
        </button>
      </div>
    </dialog>
  );
}
