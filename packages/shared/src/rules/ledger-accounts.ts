/**
 * The escrow books' account names (docs/decisions/012-payments-orders-escrow.md, 020-route-transfers.md): the
 * buyer's and the seller's accounts, the escrow the platform holds between payment and release, the platform's
 * commission (its revenue), the GST on that commission and the TDS deducted from the seller (both owed to the
 * government until filed), and what has left for sellers' banks (a Route settlement).
 */
export const LEDGER_ACCOUNTS = {
  escrow: 'escrow',
  commission: 'commission',
  gstPayable: 'gst_payable',
  tdsPayable: 'tds_payable',
  paidOut: 'paid_out',
  buyer: (id: string) => `buyer:${id}`,
  seller: (id: string) => `seller:${id}`,
} as const;
