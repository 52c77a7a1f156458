import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** Longer than any spelling of a mobile number with spaces and a +91; checked before the parser runs. */
export const PHONE_TEXT_MAX = 24;

/**
 * The number in E.164 (+919876543210) when the text is an Indian mobile number in any common spelling
 * (+91 98765 43210, 098765-43210, 9876543210), judged by libphonenumber's mobile metadata; otherwise null.
 * A valid number of another country (+1 …) is refused: GigBazaar serves India only.
 */
export function toIndianMobileE164(value: string): string | null {
  const text = value.trim();
  if (text.length === 0 || text.length > PHONE_TEXT_MAX) return null;
  const phone = parsePhoneNumberFromString(text, 'IN');
  return phone && phone.country === 'IN' && phone.isValid() ? phone.number : null;
}

/** The same rule as a yes/no, for the browser's check before sending. */
export const isIndianMobile = (value: string): boolean => toIndianMobileE164(value) !== null;
