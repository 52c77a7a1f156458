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

/** "2026-11": the IST calendar month the instant falls in. */
export function statementMonthOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month after (`"2026-12"` → `"2027-01"`); months compare as strings in calendar order. */
export function nextStatementMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
}

/** The month before (`"2027-01"` → `"2026-12"`). */
export function previousStatementMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return mm === 1 ? `${year - 1}-12` : `${year}-${String(mm - 1).padStart(2, '0')}`;
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
 * The commission invoice's serial number (CGST Rules 2017, rule 46(b)): "a consecutive serial number not exceeding
 * sixteen characters, in one or multiple series, containing alphabets or numerals or special characters hyphen or
 * dash and slash … unique for a financial year". GigBazaar keeps one series per financial year, numbered from 1 by
 * the server's invoice register (docs/decisions/023): `GB/26-27/000123`. The year is written short because the long
 * form (`GB/2026-27/000123`) is 17 characters, one over the limit.
 */
export const GST_INVOICE_NUMBER_MAX_LENGTH = 16;
/** What rule 46(b) allows in any invoice number: letters, digits, `-` and `/`, at most 16 of them. */
export const GST_INVOICE_NUMBER_PATTERN = /^[a-z0-9/-]{1,16}$/i;
/** GigBazaar's own numbers: `GB/`, the financial year as `YY-YY`, `/`, the serial in at least 6 digits. */
export const INVOICE_NUMBER_PATTERN = /^GB\/\d{2}-\d{2}\/\d{6,7}$/;
/** `GB/26-27/` is 9 characters, so 7 digits are the most a number can have and stay within 16. */
export const INVOICE_SERIAL_MAX = 9_999_999;

/** "26-27": the financial year of `financialYearOfMonth` ("2026-27") as an invoice number writes it. */
export function invoiceSeriesOfFinancialYear(financialYear: string): string {
  const [start, end] = financialYear.split('-') as [string, string];
  return `${start.slice(2)}-${end}`;
}

/** The number of the `serial`th invoice (from 1) of a financial year ("2026-27", 123 → "GB/26-27/000123"). */
export function formatInvoiceNumber(financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > INVOICE_SERIAL_MAX) {
    throw new RangeError(`An invoice serial is 1 to ${INVOICE_SERIAL_MAX}; got ${serial}.`);
  }
  return `GB/${invoiceSeriesOfFinancialYear(financialYear)}/${String(serial).padStart(6, '0')}`;
}
