/**
 * What a Razorpay Route call answers, and Route's refusal shape, shared by the sandbox's linked-account calls
 * (linked-accounts.ts) and its transfer calls (modules/transfers/sandbox-transfers.ts). Its own file so the two
 * sandboxes depend on it and not on each other.
 */
export interface RouteResponse {
  status: number;
  body: Record<string, unknown>;
}

/** Route's 400 for a request it will not take, with the field it names when there is one. */
export const routeRefusal = (description: string, field?: string): RouteResponse => ({
  status: 400,
  body: { error: { code: 'BAD_REQUEST_ERROR', description, ...(field ? { field } : {}), source: 'business' } },
});
