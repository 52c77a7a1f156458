import { SELLER_LIMITS } from '../constants';
import { ageFromDob } from './age';

/** An Indian PIN code: six digits, the first never 0 (no postal zone 0). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * A UPI virtual payment address, `handle@provider` (NPCI): the handle letters, digits, dots, hyphens and
 * underscores, the provider letters and digits starting with a letter. Linear: no nested or overlapping repeats.
 */
export const UPI_ID_PATTERN = /^[a-z\d][\w.-]{1,98}@[a-z][a-z\d]{1,63}$/i;

export const isValidPincode = (text: string) => PINCODE_PATTERN.test(text.trim());
export const isValidUpiId = (text: string) => UPI_ID_PATTERN.test(text.trim());

/** Whether someone born on this ISO date is old enough to sell (18: contracts and payouts need an adult). */
export function isOldEnoughToSell(iso: string, now: Date = new Date()): boolean {
  const age = ageFromDob(iso, now);
  return age !== null && age >= SELLER_LIMITS.minAge && age <= 120;
}
