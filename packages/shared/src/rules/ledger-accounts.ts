/**
 * The escrow books' account names (docs/decisions/012-payments-orders-escrow.md): the buyer's and the seller's
 * accounts, the escrow the platform holds between payment and release, and the platform's commission.
 */
export const LEDGER_ACCOUNTS = {
  escrow: 'escrow',
  commission: 'commission',
  buyer: (id: string) => `buyer:${id}`,
  seller: (id: string) => `seller:${id}`,
} as const;
