import './member-card.css';
import { Button, Stack } from '@mantine/core';
import { formatPhone } from '@mhq/domain';
import { IconPrinter } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { tenant } from '../../app/tenant';
import { fullNameOf, type PortalHousehold, type PortalMember, planNameIn, usDate } from './household';
import { HOUSEHOLD_TEXTS } from './household-texts';
import { usePortalLang, usePortalTexts } from './portal-language';

/** Where the card's QR code leads: the practice's own membership (enrolment) page, which says who the practice is. */
export const officePageUrl = (slug: string) => `${window.location.origin}/signup/${encodeURIComponent(slug)}`;

/** The QR code of a link, drawn in the browser (no request leaves the page). */
function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 208, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

/** Prints only this card: the page's print style hides everything else while the dialog is open. */
function printOnly(card: HTMLElement) {
  card.classList.add('is-printing');
  document.body.classList.add('printing-member-card');
  const done = () => {
    card.classList.remove('is-printing');
    document.body.classList.remove('printing-member-card');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * A member's card to show at the front desk, on the phone or printed: the practice's logo, the member, their plan,
 * since when, the practice's phone, and a QR code to the practice's membership page.
 */
export function MemberCard({ member, household }: { member: PortalMember; household: PortalHousehold }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const lang = usePortalLang();
  const card = useRef<HTMLElement>(null);
  const { office } = household;
  const qr = useQrCode(officePageUrl(office.slug));
  const plan = member.plans.find((p) => p.covered) ?? member.plans[0];
  const titleId = `member-card-${member.memberId}`;
  return (
    <Stack gap="xs" align="flex-start">
      <section className="member-card" ref={card} aria-labelledby={titleId}>
        <div className="member-card-head">
          {office.logo && <img className="member-card-logo" src={office.logo} alt="" />}
          <div>
            <div className="member-card-office">{office.officeName}</div>
            <div className="member-card-kind" id={titleId}>
              {`${t.cardTitle} · ${tenant.name}`}
            </div>
          </div>
        </div>
        <dl>
          <div>
            <dt>{t.cardMember}</dt>
            <dd>{fullNameOf(member)}</dd>
          </div>
          {plan && (
            <div>
              <dt>{t.cardPlan}</dt>
              <dd>{planNameIn(plan, lang)}</dd>
            </div>
          )}
          <div>
            <dt>{t.memberSince}</dt>
            <dd>{usDate(member.memberSince)}</dd>
          </div>
          {office.phone && (
            <div>
              <dt>{t.cardPhone}</dt>
              <dd>{formatPhone(office.phone)}</dd>
            </div>
          )}
        </dl>
        <div className="member-card-qr">
          {qr && <img src={qr} alt={t.cardQrAlt(office.officeName)} />}
          <span aria-hidden>{t.cardScan}</span>
        </div>
      </section>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => card.current && printOnly(card.current)}
        aria-label={`${t.printCard}: ${fullNameOf(member)}`}
      >
        {t.printCard}
      </Button>
    </Stack>
  );
}
