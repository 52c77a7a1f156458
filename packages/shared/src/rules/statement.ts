/**
 * A seller's monthly statement (docs/decisions/021): GigBazaar's commission invoice with GST shown separately, and
 * the TDS certificate figures. The operator's details are constants here, so the invoice and any later PDF or
 * e-invoice say the same thing. Months are IST calendar months, like every other date a seller sees.
 */

/**
 * GigBazaar as the supplier on its commission invoice (CGST Rules 2017, rule 46: name, address, GSTIN, a serial
 * number, the date, the SAC, the taxable value and the tax). Placeholder registration numbers of the right shape
 * until the company's real ones are filed here.
 */
export const GIGBAZAAR_BUSINESS = {
  legalName: 'GigBazaar Technologies Private Limited',
  address: '4th Floor, 22 Residency Road, Bengaluru, Karnataka 560025, India',
  gstin: '29AAKCG4821M1Z6',
  pan: 'AAKCG4821M',
  /** The deductor's tax deduction account number, which Form 16A carries. */
  tan: 'BLRG04821E',
  /** Services Accounting Code 998599: other support services (an online marketplace's commission). */
  sac: '998599',
  serviceDescription: 'Marketplace commission on sales made through GigBazaar',
} as const;

/** The TDS section a marketplace operator deducts under (Income-tax Act 1961, section 194-O). */
export const TDS_SECTION = '194-O';

const MONTH_PATTERN = /^(\d{4})-(?:0[1-9]|1[0-2])$/;
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-04": a calendar month from the year 2000 on. */
export function isStatementMonth(value: string): boolean {
  const m = MONTH_PATTERN.exec(value);
  return Boolean(m && Number(m[1]) >= 2000);
}

/** The IST month's first instant and the next month's first instant (a half-open range of sale times). */
export function statementMonthRange(month: string): { from: Date; to: Date } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, mm - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, mm, 1) - IST_OFFSET_MS),
  };
}

/** "November 2026" */
export function statementMonthLabel(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${names[mm - 1]} ${year}`;
}

/** "2026-27": the Indian financial year (1 April – 31 March) the month falls in. */
export function financialYearOfMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const start = mm >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The invoice's number, at most 16 characters of letters, digits, `-` and `/` as rule 46(b) asks, and unique per
 * financial year: `GB` + the month (YYMM) + `-` + the first 8 characters of the seller's id, upper case
 * ("GB2611-3F2A9C1B"). One seller's statement for one month is one invoice, so the same statement always carries
 * the same number.
 */
export function statementInvoiceNumber(month: string, sellerId: string): string {
  const yymm = `${month.slice(2, 4)}${month.slice(5, 7)}`;
  const seller = sellerId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `GB${yymm}-${seller}`;
}
