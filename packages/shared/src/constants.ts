/** Product constants shared by server and web; the rules they serve are in docs/product-rules.md. */

export const PRODUCT_NAME = 'GigBazaar';

/** The category strip, in display order. */
export const STRIP_CATEGORIES = [
  { label: 'Technology', cat: 'tech' },
  { label: 'Development', cat: 'dev' },
  { label: 'Design', cat: 'design' },
  { label: 'Web Development', cat: 'web' },
  { label: 'Animation', cat: 'animation' },
  { label: 'Music', cat: 'music' },
  { label: 'Writing', cat: 'writing' },
  { label: 'Marketing', cat: 'marketing' },
  { label: 'Photography', cat: 'photography' },
  { label: 'Video Production', cat: 'video' },
  { label: 'Business', cat: 'business' },
  { label: 'Data Science', cat: 'data' },
  { label: 'Finance', cat: 'finance' },
] as const;

/** All 14 category values: the strip's 13 plus consulting. */
export const CATEGORY_VALUES = [...STRIP_CATEGORIES.map((c) => c.cat), 'consulting'] as const;
export type TCategory = (typeof CATEGORY_VALUES)[number];

export const CATEGORY_LABELS: Record<TCategory, string> = {
  ...(Object.fromEntries(STRIP_CATEGORIES.map((c) => [c.cat, c.label])) as Record<
    Exclude<TCategory, 'consulting'>,
    string
  >),
  consulting: 'Consulting',
};

export const LIMITS = {
  usernameMin: 3,
  signupPasswordMin: 5,
  changePasswordMin: 6,
  bioMax: 1000,
  skillsMax: 30,
  skillLengthMax: 40,
  dateOfBirthTextMax: 10,
  profilePictureBytes: 5 * 1024 * 1024,
  uploadBytes: 5 * 1024 * 1024,
  otpLength: 6,
  otpTtlMinutes: 10,
  otpMaxTries: 5,
  otpVerifiedWindowMinutes: 30,
  otpSendsPerEmailPerHour: 5,
  otpSendsPerIpPerHour: 20,
  loginFailuresPerAccount: 10,
  loginFailureWindowMinutes: 15,
  /**
   * docs/product-rules.md "Moderation": once this many of one user's texts have been refused in the window, every
   * further text of theirs in a moderated channel answers 429 before the moderator reads it (no verdicts to probe).
   */
  moderationRefusalsPerUser: 20,
  moderationRefusalWindowMinutes: 60,
  rememberMeDays: 30,
  sessionHours: 24,
  minAge: 13,
  maxAge: 120,
  featuresPerGig: 4,
  imagesPerGig: 4,
  listDefault: 24,
  listMax: 100,
  gigPriceMin: 1,
  gigPriceMax: 1_000_000,
  deliveryTimeMin: 1,
  deliveryTimeMax: 365,
  revisionsMin: 0,
  revisionsMax: 100,
  gigImageUrlMax: 500,
  gigTitleMax: 120,
  gigShortTitleMax: 60,
  gigShortDescMax: 300,
  gigDescMax: 5000,
  featureLengthMax: 80,
  reviewMax: 2000,
  cardTitleWords: 18,
  dashboardPreviewChars: 100,
  /** The Messages list shows the last message cut to 8 characters plus an ellipsis. */
  conversationPreviewChars: 8,
  topRatedCount: 3,
  searchMaxLength: 100,
} as const;

/** Home carousel categories: each links to /gigs with a search term. */
export const HOME_CAROUSEL = [
  { label: 'App Development', search: 'app' },
  { label: 'Logo Design', search: 'logo' },
  { label: 'Marketing', search: 'marketing' },
  { label: 'Voice Over', search: 'voice' },
  { label: 'Photos', search: 'photo' },
  { label: 'Social Media', search: 'social media' },
  { label: 'Data Science', search: 'data' },
  { label: 'Illustration', search: 'art' },
] as const;

/** Review rating options, best first. */
export const RATING_LABELS = [
  { star: 5, label: 'Excellent' },
  { star: 4, label: 'Very Good' },
  { star: 3, label: 'Good' },
  { star: 2, label: 'Fair' },
  { star: 1, label: 'Poor' },
] as const;

export const GIG_SORTS = ['sales', 'createdAt', 'price'] as const;
export type TGigSort = (typeof GIG_SORTS)[number];

export const TIMINGS = {
  usernameDebounceMs: 300,
  searchDebounceMs: 300,
  registerRedirectMs: 3000,
  logoutAfterPasswordChangeMs: 2000,
  settingsMessageMs: 3000,
  heartbeatMs: 60_000,
  toastCloseMs: 5000,
  darkModeCookieDays: 30,
  reviewNoticeMs: 2000,
  swipeThresholdPx: 50,
  gigCreatedRedirectMs: 2000,
  featureLimitNoticeMs: 2000,
  /** Messages, typing and users are refreshed every second (only while the live socket is down). */
  messagingPollMs: 1000,
  /** The notifier checks for new messages every 2 s (only while the live socket is down). */
  notifierPollMs: 2000,
  /** Sending is locked for 1 s after each send; the typing flag clears after 2 s idle. */
  sendLockMs: 1000,
  typingIdleMs: 2000,
  /** The payment success page moves on to /orders after 5 s. */
  paymentSuccessRedirectMs: 5000,
} as const;

export const LAYOUT = {
  mobileBreakpoint: 768,
  stripScrollThreshold: 20,
} as const;

export const COUNTRIES = ['India'] as const;

/**
 * A closed account's name wherever it still appears (its orders, reviews, gigs' history and conversations stay);
 * the web compares against it to show such a party without links.
 */
export const DELETED_USER_NAME = 'Deleted user';
/** What a profile shows for something its owner has not filled in. */
export const NOT_PROVIDED = 'Not provided';

/** Accounts shown with the "Founder" badge and the gold styling. */
export const FOUNDER_USERNAME = 'aarav';
export const GOLD_USERNAMES = ['aarav', 'gigbazaar'] as const;

export const SUPPORT_EMAIL = 'support@gigbazaar.in';
export const DARK_MODE_COOKIE = 'dark_mode';
export const SESSION_COOKIE = 'gb_session';
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'fetch';
/** Paged lists return the cursor of the next page in this header (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Seller application: the identity documents an applicant may send, with their labels. */
export const SELLER_ID_TYPES = ['aadhar', 'pan', 'passport', 'dl', 'clg'] as const;
export type TSellerIdType = (typeof SELLER_ID_TYPES)[number];
export const SELLER_ID_TYPE_LABELS: Record<TSellerIdType, string> = {
  aadhar: 'Aadhaar card',
  pan: 'PAN card',
  passport: 'Passport',
  dl: 'Driving licence',
  clg: 'College ID card',
};

export const GENDERS = ['male', 'female', 'other'] as const;
export type TGender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<TGender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const SELLER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TSellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number];

export const SELLER_LIMITS = {
  /** Sellers sign contracts with buyers and receive payouts: Indian contract law and KYC need an adult (18). */
  minAge: 18,
  certificatesMax: 5,
  fullNameMax: 100,
  streetMax: 200,
  placeMax: 80,
  longTextMax: 2000,
  educationMax: 500,
  upiMax: 100,
  notesMax: 1000,
} as const;

/** Close codes of the live socket a client acts on (the server's `modules/live` closes with the same numbers). */
export const LIVE_CLOSE = {
  signedOut: 4401,
  goingAway: 1001,
  tooMany: 1008,
} as const;

/** docs/product-rules.md "Commission": 10 % standard, 5–15 % by category, shown before paying. */
export const COMMISSION = { standardPercent: 10, minPercent: 5, maxPercent: 15 } as const;
/** The buyer's refund window (7-day release); escrow is released to the seller this long after completion. */
export const RELEASE_AFTER_COMPLETION_MS = 7 * 24 * 60 * 60 * 1000;
/** "Alert seller" at most once per order per hour. */
export const ALERT_SELLER_INTERVAL_MS = 60 * 60 * 1000;
/** The sandbox gateway's public key id. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
