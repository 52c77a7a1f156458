/**
 * Indian bank details a seller is paid to (docs/decisions/019). Format checks only: the gateway's penny test is
 * what proves an account exists.
 */

/** IFSC (RBI): 4 letters of the bank, a 0 reserved for future use, then 6 letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Upper-cased and without spaces, as people type it from a cheque leaf. */
export const normalizeIfsc = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const isValidIfsc = (value: string) => IFSC_PATTERN.test(value);

/** The banks most sellers use, by the IFSC's first four letters: shown beside the field as a check of the code. */
export const IFSC_BANKS: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  KKBK: 'Kotak Mahindra Bank',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDIB: 'Indian Bank',
  IOBA: 'Indian Overseas Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  FDRL: 'Federal Bank',
  BKID: 'Bank of India',
  MAHB: 'Bank of Maharashtra',
  UCBA: 'UCO Bank',
  CBIN: 'Central Bank of India',
  IDFB: 'IDFC FIRST Bank',
  AUBL: 'AU Small Finance Bank',
  RATN: 'RBL Bank',
  KARB: 'Karnataka Bank',
  SIBL: 'South Indian Bank',
  PYTM: 'Paytm Payments Bank',
  AIRP: 'Airtel Payments Bank',
};

/** The bank's name for a (normalized) IFSC whose prefix is known, else undefined. */
export function bankNameForIfsc(ifsc: string): string | undefined {
  const prefix = normalizeIfsc(ifsc).slice(0, 4);
  return Object.hasOwn(IFSC_BANKS, prefix) ? IFSC_BANKS[prefix] : undefined;
}

/** Indian bank account numbers are 9 to 18 digits (no bank issues fewer or more). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const normalizeAccountNumber = (value: string) => value.replace(/[\s-]+/g, '');

/**
 * PAN (Income-tax Act section 139A): 5 letters, 4 digits, 1 letter; the fourth letter is the holder's kind (P for
 * a person), which a seller's individual linked account must be.
 */
export const PAN_PATTERN = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;
export const normalizePan = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The last 4 characters, the only part of an account number or PAN ever shown back. */
export const lastFour = (value: string) => value.slice(-4);
