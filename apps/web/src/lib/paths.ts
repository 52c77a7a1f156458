/** Every URL of the web app, in one place, so links and routes cannot drift apart. */
export const paths = {
  home: () => '/',
  explore: (q: { search?: string; cat?: string } = {}) => {
    const params = new URLSearchParams();
    if (q.search) params.set('search', q.search);
    if (q.cat) params.set('cat', q.cat);
    const s = params.toString();
    return s ? `/gigs?${s}` : '/gigs';
  },
  gig: (id: string) => `/gig/${encodeURIComponent(id)}`,
  orders: () => '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  myGigs: () => '/mygigs',
  earnings: () => '/earnings',
  /** The CSV of the seller's earnings, downloaded straight from the API (a file, not a screen). */
  earningsCsv: () => '/api/earnings.csv',
  /** A month's statement (YYYY-MM): GigBazaar's commission invoice and the TDS figures, printable. */
  earningsStatement: (month: string) => `/earnings/statement/${encodeURIComponent(month)}`,
  payoutSettings: () => '/settings?tab=payouts',
  addGig: () => '/add',
  editGig: (id: string) => `/editgig/${encodeURIComponent(id)}`,
  messages: () => '/messages',
  message: (id: string) => `/message/${encodeURIComponent(id)}`,
  login: () => '/login',
  register: () => '/register',
  settings: () => '/settings',
  betaSettings: () => '/beta-settings',
  pay: (id: string) => `/pay/${encodeURIComponent(id)}`,
  success: () => '/success',
  profile: (idOrUsername: string) => `/profile/${encodeURIComponent(idOrUsername)}`,
  seller: () => '/seller',
  adminSellerApplications: () => '/admin/seller-applications',
  adminMail: () => '/admin/mail',
  adminTransfers: () => '/admin/transfers',
  adminReports: () => '/admin/reports',
  adminAudit: () => '/admin/audit',
  adminFinance: () => '/admin/finance',
  adminDisputes: (status?: 'open' | 'decided') =>
    status === 'decided' ? '/admin/disputes?status=decided' : '/admin/disputes',
  adminRefunds: (status?: 'failed' | 'pending' | 'processed') =>
    status && status !== 'failed' ? `/admin/refunds?status=${status}` : '/admin/refunds',
  extra: () => '/extra',
  privacy: () => '/privacypolicy',
  takedown: () => '/takedown',
  aiPrivacy: () => '/gigbazaar-ai-privacy',
  roadmap: () => '/roadmap',
  about: () => '/about',
  help: () => '/help',
  terms: () => '/terms',
  contact: () => '/contact',
  refund: () => '/refund',
  shipping: () => '/shipping',
} as const;
