import type { RouteObject } from 'react-router';
import { RootLayout, RootErrorBoundary } from '../layout/root-layout';
import type { AppContext } from './app-context';
import type { PageModule } from './page-module';

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

const notFound: Load = () => import('./not-found-page');

export function createRoutes(ctx: AppContext): RouteObject[] {
  const r = (id: string, path: string, load: Load): RouteObject => ({ id, path, lazy: page(ctx, load) });
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { id: 'home', index: true, lazy: page(ctx, () => import('../features/home/home-page')) },
        r('login', 'login', () => import('../features/auth/login-page')),
        r('register', 'register', () => import('../features/auth/register-page')),
        r('settings', 'settings', () => import('../features/settings/settings-page')),
        r('beta-settings', 'beta-settings', () => import('../features/settings/beta-settings-page')),
        r('profile', 'profile/:id', () => import('../features/profile/profile-page')),
        r('about', 'about', () => import('../features/static-pages/about-page')),
        r('terms', 'terms', () => import('../features/static-pages/terms-page')),
        r('contact', 'contact', () => import('../features/static-pages/contact-page')),
        r('refund', 'refund', () => import('../features/static-pages/refund-page')),
        r('shipping', 'shipping', () => import('../features/static-pages/shipping-page')),
        r('privacy', 'privacypolicy', () => import('../features/static-pages/privacy-page')),
        r('ai-privacy', 'gigbazaar-ai-privacy', () => import('../features/static-pages/ai-privacy-page')),
        r('takedown', 'takedown', () => import('../features/static-pages/takedown-page')),
        r('roadmap', 'roadmap', () => import('../features/static-pages/roadmap-page')),
        r('extra', 'extra', () => import('../features/static-pages/extra-page')),
        r('help', 'help', () => import('../features/help/help-page')),
        // Screens of later issues (explore, gig, seller tools, payments, orders, messages) answer
        // with the not-found page until they are built, rather than with a fake screen.
        r('explore', 'gigs', () => import('../features/explore/explore-page')),
        r('gig', 'gig/:id', () => import('../features/gig/gig-page')),
        r('orders', 'orders', notFound),
        r('my-gigs', 'mygigs', notFound),
        r('add-gig', 'add', notFound),
        r('edit-gig', 'editgig/:id', notFound),
        r('messages', 'messages', notFound),
        r('message', 'message/:id', notFound),
        r('pay', 'pay/:id', notFound),
        r('success', 'success', notFound),
        r('seller', 'seller', notFound),
        r('not-found', '*', notFound),
      ],
    },
  ];
}
