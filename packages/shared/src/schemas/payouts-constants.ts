/*
 * The plain values of schemas/payouts.ts (which re-exports them), apart from its zod schemas: Settings needs the
 * sentences, not the schemas, and does not load zod before it is interactive.
 */

export const PAYOUT_MSG = {
  holderName: 'Please enter the account holder’s name as the bank has it.',
  accountNumber: 'Please enter a bank account number of 9 to 18 digits.',
  accountMismatch: 'The two account numbers do not match. Please type the same number twice.',
  ifsc: 'Please enter a valid IFSC: 4 letters, then 0, then 6 letters or digits (for example SBIN0001234).',
  pan: 'Please enter a valid PAN of an individual, such as ABCPE1234F, or leave it empty.',
  onlySellers: 'Only sellers can add a payout account.',
  notFound: 'You have not added a payout account yet.',
  tooManySaves: 'You have changed your payout account many times today. Please try again tomorrow.',
  gatewayFailed: 'The payment gateway could not save your payout account. Please try again in a few minutes.',
  earningsOnlySellers: 'Only sellers have earnings.',
  dateInvalid: 'Please choose a valid date.',
} as const;
