/** Display rules shared by every screen (spec 01 section 9). */

const KEYPAD: Record<string, string> = {
  ABC: '2',
  DEF: '3',
  GHI: '4',
  JKL: '5',
  MNO: '6',
  PQRS: '7',
  TUV: '8',
  WXYZ: '9',
};

/** The digits a phone number dials, letters turned into their keypad digits (833-222-HQ4U). */
export function phoneDigits(phone: string): string {
  return phone
    .toUpperCase()
    .split('')
    .map((c) => {
      if (/\d/.test(c)) return c;
      const key = Object.keys(KEYPAD).find((letters) => letters.includes(c));
      return key ? KEYPAD[key] : '';
    })
    .join('');
}

/** A tel: link for a US number. */
export const telHref = (phone: string): string => `tel:+1${phoneDigits(phone).replace(/^1(?=\d{10}$)/, '')}`;

/** Phone numbers are shown 3-3-4 digits; anything that is not ten digits is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
