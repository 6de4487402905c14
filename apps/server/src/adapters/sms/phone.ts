/**
 * A phone number as the SMS provider and the opt-out list know it: E.164 (+15125550101). Numbers on file are kept as
 * typed (512-555-0101, (512) 555 0101); a US number of ten digits (or eleven with the leading 1) becomes +1 and its
 * ten digits, a number typed with + keeps its digits, anything else is not a number a text can go to (null).
 */
export function smsNumberOf(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  const us = digits.replace(/^1(?=\d{10}$)/, '');
  return us.length === 10 ? `+1${us}` : null;
}
