import { Skeleton, Text } from '@mantine/core';
import type { DocumentLanguage, PublicOfficeResponse } from '@mhq/contract';
import type { TenantId } from '@mhq/domain';
import { type QrDocument, SIGN_HEADLINES, qrSignText as t } from './qr-sign-texts';
import { useQrPreview } from './use-qr-signs';

type Props = {
  data: PublicOfficeResponse;
  document: QrDocument;
  language: DocumentLanguage;
  plans: { id: number; name: string; price: string }[];
  brand: TenantId;
};

/** How many plans the small preview lists before counting the rest. */
const SHOWN_PLANS = 3;

/**
 * A small likeness of the sign: its shape, the office's logo and name, the headline in the sign's language, the first
 * plans and the real QR code the server puts on it (fetched as an image), so the office sees what it will print.
 */
export function SignPreview({ data, document, language, plans, brand }: Props) {
  const qr = useQrPreview(data.office.id, language);
  const landscape = document.ratio > 1;
  const shownPlans = document.id === 'window-cling' ? [] : plans.slice(0, SHOWN_PLANS);
  const more = document.id === 'window-cling' ? 0 : plans.length - shownPlans.length;
  const languageName = language === 'es' ? t.spanish : t.english;
  return (
    <figure className="sign-figure">
      <div
        className={`sign-preview${landscape ? ' sign-preview-landscape' : ''}`}
        style={{ aspectRatio: String(document.ratio) }}
        lang={language}
      >
        <div className="sign-preview-head">
          {data.office.logo && <img src={data.office.logo} alt="" className="sign-preview-logo" />}
          <span className="sign-preview-office">{data.office.officeName}</span>
        </div>
        <div className="sign-preview-band">{SIGN_HEADLINES[brand][language]}</div>
        <div className="sign-preview-body">
          {shownPlans.length > 0 && (
            <ul className="sign-preview-plans">
              {shownPlans.map((p) => (
                <li key={p.id}>
                  <span>{p.name}</span>
                  <span className="sign-preview-price">{p.price}</span>
                </li>
              ))}
              {more > 0 && <li className="sign-preview-more">+ {more}</li>}
            </ul>
          )}
          <div className="sign-preview-qr">
            {qr.src ? (
              <img src={qr.src} alt={t.previewAlt(document.name.toLowerCase(), languageName)} />
            ) : qr.isError ? (
              <Text size="xs" c="gray.7" lang="en">
                {t.previewFailed}
              </Text>
            ) : (
              <Skeleton w="100%" h="100%" />
            )}
            <span className="sign-preview-scan">{t.scan[language]}</span>
          </div>
        </div>
      </div>
      <figcaption>
        <Text size="sm" fw={600}>
          {t.preview}: {document.name}, {languageName}
        </Text>
        <Text size="xs" c="gray.7">
          {document.size}
        </Text>
      </figcaption>
    </figure>
  );
}
