import type { DocumentLanguage, EnrollmentDocumentId, EnrollmentDocumentType } from '@mhq/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../app/api';

export type QrSignRequest = { officeId: number; document: EnrollmentDocumentId; language: DocumentLanguage };

/** One sign as a file, fetched with the session's token (a plain link would go without it). */
export async function fetchQrSign(
  req: QrSignRequest,
  type: EnrollmentDocumentType,
  signal?: AbortSignal,
): Promise<Blob> {
  const blob = await call('enrollmentQrDocument', {
    params: { dentistInfoId: req.officeId, type, enrollmentDocumentId: req.document },
    query: { language: req.language },
    responseType: 'blob',
    successToast: false,
    signal,
  });
  return blob as unknown as Blob;
}

/** The file name a sign is saved under: the office's address name, the sign and its language. */
export const signFileName = (slug: string, req: QrSignRequest, type: EnrollmentDocumentType) =>
  `${slug}-${req.document}${req.language === 'es' ? '-es' : ''}${type === 'png' ? '-qr.png' : '.pdf'}`;

/** Saves a fetched file under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Prints a PDF without leaving the page: the browser's PDF viewer loads it in a hidden frame and opens its print
 * dialog. Where the frame cannot print (a browser without a built-in viewer), the PDF opens in a new tab instead.
 */
export function printPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };
  document.body.appendChild(frame);
  // Long enough for the print dialog to have read the file.
  window.setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * The sign's QR code as the server makes it (the same image the PDF carries), as an address an <img> can show. The
 * code depends on the language only, so switching documents reuses it.
 */
export function useQrPreview(officeId: number, language: DocumentLanguage) {
  const query = useQuery({
    queryKey: ['office', officeId, 'qr-sign', language],
    queryFn: ({ signal }) => fetchQrSign({ officeId, document: 'counter-sign', language }, 'png', signal),
    staleTime: 5 * 60_000,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const url = URL.createObjectURL(query.data);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [query.data]);
  return { src, isError: query.isError, isPending: query.isPending };
}
