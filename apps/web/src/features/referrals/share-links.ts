import { useCallback, useEffect, useState } from 'react';

// The links a receipt's signed id opens besides the receipt: a friend's way in (/patient-referral/{id}) and the
// form recommending the platform to another practice (/office-referral/{id}).

export const patientReferralPath = (paymentUniqueId: string) =>
  `/patient-referral/${encodeURIComponent(paymentUniqueId)}`;
export const officeReferralPath = (paymentUniqueId: string) =>
  `/office-referral/${encodeURIComponent(paymentUniqueId)}`;
export const absoluteUrl = (path: string) => `${window.location.origin}${path}`;

/** The shape of a receipt's public id (packages/contract PaymentUniqueId): its number and signature. */
const ID = /([1-9]\d{0,9}-[A-Za-z0-9_-]{22})/;

/** The id inside a pasted referral or receipt link (or the id alone); null when there is none. */
export function paymentUniqueIdOfPasted(text: string): string | null {
  const trimmed = text.trim();
  const inPath = /\/(?:patient-referral|office-referral|pn)\/([^/?#\s]+)/.exec(trimmed)?.[1] ?? trimmed;
  const found = ID.exec(decodeURIComponent(inPath));
  return found?.[1] && found[1].length === inPath.length ? found[1] : null;
}

/**
 * Copying and sharing a link: the phone's share sheet where the browser has one (navigator.share), and the
 * clipboard everywhere; `copied` says so for a few seconds.
 */
export function useShareLink(url: string, share: { title: string; text: string }) {
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // A browser that refuses the clipboard: the link is on screen, selectable, to copy by hand.
      setCopied(false);
    }
  }, [url]);
  const openShare = useCallback(async () => {
    try {
      await navigator.share({ title: share.title, text: share.text, url });
    } catch {
      // Dismissed by the patient, or refused: nothing to say.
    }
  }, [url, share.title, share.text]);
  return { copied, copy, canShare, openShare };
}
