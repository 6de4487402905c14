import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR code of a link as a data URL, drawn in the browser (no request leaves the page). */
export function useQrCode(text: string | null, width = 200): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return setSrc(null);
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text, width]);
  return src;
}
