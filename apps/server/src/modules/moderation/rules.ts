/** Which rule rejected a message: kept for the moderation team, never shown to the sender. */
export type ModerationRule =
  | 'phone'
  | 'email'
  | 'link'
  | 'social-handle'
  | 'off-platform'
  | 'upi'
  | 'aadhaar'
  | 'pan'
  | 'bank-account'
  | 'address'
  | 'contact-request';

export type ModerationVerdict = { ok: true } | { ok: false; rule: ModerationRule; label: string };

export const RULE_LABELS: Record<ModerationRule, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  link: 'Link or website',
  'social-handle': 'Social media or chat handle',
  'off-platform': 'Moving the chat off GigBazaar',
  upi: 'UPI id or payment outside GigBazaar',
  aadhaar: 'Aadhaar number',
  pan: 'PAN',
  'bank-account': 'Bank account details',
  address: 'Street address',
  'contact-request': 'Asking for contact details',
};
