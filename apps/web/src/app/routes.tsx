import type { RouteObject } from 'react-router';
import { RootLayout, RootErrorBoundary } from '../layout/root-layout';
import type { AppContext } from './app-context';
import type { PageModule } from './page-module';
import * as notFoundPage from './not-found-page';

type Load = () => Promise<PageModule>;

/** Each screen is its own chunk; its loader receives the app context (query cache and API client). */
function page(ctx: AppContext, load: Load): RouteObject['lazy'] {
  return async () => {
    const m = await load();
    const loader = m.loader;
    return {
      Component: m.default,
      ...(loader ? { loader: (args: Parameters<NonNullable<PageModule['loader']>>[1]) => loader(ctx, args) } : {}),
      ...(m.handle ? { handle: m.handle } : {}),
      ...(m.ErrorBoundary ? { ErrorBoundary: m.ErrorBoundary } : {}),
    };
  };
}

/**
 * Each screen's module by route id: how to load it, and its source path (the key of the Vite manifest, from
 * which the server adds modulepreload links for the matched screen's chunks).
 */
const PAGES = {
  home: { src: 'src/features/home/home-page.tsx', load: () => import('../features/home/home-page') },
  login: { src: 'src/features/auth/login-page.tsx', load: () => import('../features/auth/login-page') },
  register: { src: 'src/features/auth/register-page.tsx', load: () => import('../features/auth/register-page') },
  settings: {
    src: 'src/features/settings/settings-page.tsx',
    load: () => import('../features/settings/settings-page'),
  },
  'beta-settings': {
    src: 'src/features/settings/beta-settings-page.tsx',
    load: () => import('../features/settings/beta-settings-page'),
  },
  profile: { src: 'src/features/profile/profile-page.tsx', load: () => import('../features/profile/profile-page') },
  about: { src: 'src/features/static-pages/about-page.tsx', load: () => import('../features/static-pages/about-page') },
  terms: { src: 'src/features/static-pages/terms-page.tsx', load: () => import('../features/static-pages/terms-page') },
  contact: {
    src: 'src/features/static-pages/contact-page.tsx',
    load: () => import('../features/static-pages/contact-page'),
  },
  refund: {
    src: 'src/features/static-pages/refund-page.tsx',
    load: () => import('../features/static-pages/refund-page'),
  },
  shipping: {
    src: 'src/features/static-pages/shipping-page.tsx',
    load: () => import('../features/static-pages/shipping-page'),
  },
  privacy: {
    src: 'src/features/static-pages/privacy-page.tsx',
    load: () => import('../features/static-pages/privacy-page'),
  },
  'ai-privacy': {
    src: 'src/features/static-pages/ai-privacy-page.tsx',
    load: () => import('../features/static-pages/ai-privacy-page'),
  },
  takedown: {
    src: 'src/features/static-pages/takedown-page.tsx',
    load: () => import('../features/static-pages/takedown-page'),
  },
  roadmap: {
    src: 'src/features/static-pages/roadmap-page.tsx',
    load: () => import('../features/static-pages/roadmap-page'),
  },
  extra: { src: 'src/features/static-pages/extra-page.tsx', load: () => import('../features/static-pages/extra-page') },
  help: { src: 'src/features/help/help-page.tsx', load: () => import('../features/help/help-page') },
  explore: { src: 'src/features/explore/explore-page.tsx', load: () => import('../features/explore/explore-page') },
  gig: { src: 'src/features/gig/gig-page.tsx', load: () => import('../features/gig/gig-page') },
  'my-gigs': { src: 'src/features/my-gigs/my-gigs-page.tsx', load: () => import('../features/my-gigs/my-gigs-page') },
  'add-gig': {
    src: 'src/features/gig-editor/add-gig-page.tsx',
    load: () => import('../features/gig-editor/add-gig-page'),
  },
  'edit-gig': {
    src: 'src/features/gig-editor/edit-gig-page.tsx',
    load: () => import('../features/gig-editor/edit-gig-page'),
  },
  earnings: {
    src: 'src/features/earnings/earnings-page.tsx',
    load: () => import('../features/earnings/earnings-page'),
  },
  'earnings-statement': {
    src: 'src/features/earnings/statement-page.tsx',
    load: () => import('../features/earnings/statement-page'),
  },
  seller: { src: 'src/features/seller/seller-page.tsx', load: () => import('../features/seller/seller-page') },
  'admin-seller-applications': {
    src: 'src/features/admin/seller-applications-page.tsx',
    load: () => import('../features/admin/seller-applications-page'),
  },
  'admin-mail': { src: 'src/features/admin/mail-page.tsx', load: () => import('../features/admin/mail-page') },
  'admin-transfers': {
    src: 'src/features/admin/transfers-page.tsx',
    load: () => import('../features/admin/transfers-page'),
  },
  'admin-reports': {
    src: 'src/features/admin/reports-page.tsx',
    load: () => import('../features/admin/reports-page'),
  },
  'admin-audit': { src: 'src/features/admin/audit-page.tsx', load: () => import('../features/admin/audit-page') },
  'admin-disputes': {
    src: 'src/features/admin/disputes-page.tsx',
    load: () => import('../features/admin/disputes-page'),
  },
  'admin-refunds': {
    src: 'src/features/admin/refunds-page.tsx',
    load: () => import('../features/admin/refunds-page'),
  },
  'admin-finance': {
    src: 'src/features/admin/finance-page.tsx',
    load: () => import('../features/admin/finance-page'),
  },
  orders: { src: 'src/features/orders/orders-page.tsx', load: () => import('../features/orders/orders-page') },
  order: { src: 'src/features/orders/order/order-page.tsx', load: () => import('../features/orders/order/order-page') },
  pay: { src: 'src/features/orders/pay-page.tsx', load: () => import('../features/orders/pay-page') },
  success: { src: 'src/features/orders/success-page.tsx', load: () => import('../features/orders/success-page') },
  messages: {
    src: 'src/features/messages/messages-page.tsx',
    load: () => import('../features/messages/messages-page'),
  },
  message: {
    src: 'src/features/messages/conversation-page.tsx',
    load: () => import('../features/messages/conversation-page'),
  },
} satisfies Record<string, { src: string; load: Load }>;

/** The source module of each lazily loaded screen, by route id. */
export const ROUTE_MODULES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PAGES).map(([id, p]) => [id, p.src]),
);

// Already in the shell (the root error boundary shows it), so it is not split into a chunk of its own.
const notFound: Load = () => Promise.resolve(notFoundPage);

export function createRoutes(ctx: AppContext): RouteObject[] {
  const r = (id: string, path: string, load: Load): RouteObject => ({ id, path, lazy: page(ctx, load) });
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { id: 'home', index: true, lazy: page(ctx, PAGES.home.load) },
        r('login', 'login', PAGES['login'].load),
        r('register', 'register', PAGES['register'].load),
        r('settings', 'settings', PAGES['settings'].load),
        r('beta-settings', 'beta-settings', PAGES['beta-settings'].load),
        r('profile', 'profile/:id', PAGES['profile'].load),
        r('about', 'about', PAGES['about'].load),
        r('terms', 'terms', PAGES['terms'].load),
        r('contact', 'contact', PAGES['contact'].load),
        r('refund', 'refund', PAGES['refund'].load),
        r('shipping', 'shipping', PAGES['shipping'].load),
        r('privacy', 'privacypolicy', PAGES['privacy'].load),
        r('ai-privacy', 'gigbazaar-ai-privacy', PAGES['ai-privacy'].load),
        r('takedown', 'takedown', PAGES['takedown'].load),
        r('roadmap', 'roadmap', PAGES['roadmap'].load),
        r('extra', 'extra', PAGES['extra'].load),
        r('help', 'help', PAGES['help'].load),
        r('explore', 'gigs', PAGES['explore'].load),
        r('gig', 'gig/:id', PAGES['gig'].load),
        r('orders', 'orders', PAGES['orders'].load),
        r('order', 'orders/:id', PAGES['order'].load),
        r('my-gigs', 'mygigs', PAGES['my-gigs'].load),
        r('earnings', 'earnings', PAGES['earnings'].load),
        r('earnings-statement', 'earnings/statement/:month', PAGES['earnings-statement'].load),
        r('add-gig', 'add', PAGES['add-gig'].load),
        r('edit-gig', 'editgig/:id', PAGES['edit-gig'].load),
        r('messages', 'messages', PAGES['messages'].load),
        r('message', 'message/:id', PAGES['message'].load),
        r('pay', 'pay/:id', PAGES['pay'].load),
        r('success', 'success', PAGES['success'].load),
        r('seller', 'seller', PAGES['seller'].load),
        r('admin-seller-applications', 'admin/seller-applications', PAGES['admin-seller-applications'].load),
        r('admin-mail', 'admin/mail', PAGES['admin-mail'].load),
        r('admin-transfers', 'admin/transfers', PAGES['admin-transfers'].load),
        r('admin-reports', 'admin/reports', PAGES['admin-reports'].load),
        r('admin-audit', 'admin/audit', PAGES['admin-audit'].load),
        r('admin-disputes', 'admin/disputes', PAGES['admin-disputes'].load),
        r('admin-refunds', 'admin/refunds', PAGES['admin-refunds'].load),
        r('admin-finance', 'admin/finance', PAGES['admin-finance'].load),
        r('not-found', '*', notFound),
      ],
    },
  ];
}
