import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed by: the matched route's pattern, else (no route, or a wildcard such as the web
 * app's catch-all `/*`) the percent-decoded path without its query and with repeated slashes collapsed. Never
 * the raw `request.url`, which `/%61pi/…` spells differently from what the router (which decodes) runs.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw path (the router answers 400/404 for it anyway).
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** Whether a request is an API call, decided by the route that matched (or the decoded path when none did). */
export const isApiRequest = (request: FastifyRequest) => {
  const p = routedPath(request);
  return p === '/api' || p.startsWith('/api/');
};
