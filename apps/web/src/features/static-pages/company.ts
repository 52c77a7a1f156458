/** Facts about the company repeated across the static pages, kept in one place. */
export const COMPANY = {
  legalName: 'GigBazaar Technologies Private Limited',
  founded: 'September 2024',
  city: 'Hyderabad',
  headquarters: 'Hyderabad, Telangana, India',
  founderName: 'Aarav Sharma',
  paymentProvider: 'Razorpay',
  policiesUpdated: 'December 2024',
  plannedLaunch: 'mid 2025',
} as const;

/** Commission (docs/product-rules.md "Commission"): a standard rate, and the range it may take by service category. */
export const COMMISSION = { standard: 10, min: 5, max: 15 } as const;

/** The client's refund window in days from completion or delivery (7-day release). */
export const REFUND_WINDOW_DAYS = 7;
