import type { SmsStatus, SmsText } from '@mhq/contract';
import type { SmsTextRow } from './admin-sms.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A text as the report shows it. */
export function smsTextView(row: SmsTextRow): SmsText {
  const t = row.text;
  return {
    id: t.id,
    createdAt: t.createdAt.toISOString(),
    to: t.to,
    text: t.text,
    status: t.status as SmsStatus,
    error: t.error,
    providerMessageId: t.providerMessageId,
    sentAt: iso(t.sentAt),
    updatedAt: iso(t.updatedAt),
    officeName: row.officeName,
    patient: row.patientName ? { memberId: row.memberId, name: row.patientName } : null,
  };
}
