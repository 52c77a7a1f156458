import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';

/** One sale's split, as the shared payout-tax rule gives it (the earnings row and the statement line alike). */
export interface SaleSplit {
  price: number;
  commission: number;
  gst: number;
  tds: number;
  net: number;
}

const COLUMNS = ['Price', 'Commission', 'GST', 'TDS'] as const;

/**
 * The split's column heads and cells, in one order for every table of a seller's money, so the Earnings table and
 * the printed statement can never put GST under the TDS heading.
 */
export function SaleSplitHeads({ numClass, netLabel }: { numClass: string; netLabel: string }) {
  return (
    <>
      {COLUMNS.map((c) => (
        <th key={c} scope="col" className={numClass}>
          {c}
        </th>
      ))}
      <th scope="col" className={numClass}>
        {netLabel}
      </th>
    </>
  );
}

export function SaleSplitCells({
  split,
  numClass,
  netClass,
}: {
  split: SaleSplit;
  numClass: string;
  netClass?: string;
}) {
  return (
    <>
      <td className={numClass}>{formatRupeesWithPaise(split.price)}</td>
      <td className={numClass}>{formatRupeesWithPaise(split.commission)}</td>
      <td className={numClass}>{formatRupeesWithPaise(split.gst)}</td>
      <td className={numClass}>{formatRupeesWithPaise(split.tds)}</td>
      <td className={netClass ? `${numClass} ${netClass}` : numClass}>{formatRupeesWithPaise(split.net)}</td>
    </>
  );
}
