import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../../platform/config';
import type { TPayoutAccountStatus } from '@gigbazaar/shared/schemas/payouts';
import { isValidIfsc } from '@gigbazaar/shared/rules/bank-account';
import { handleTransferCall } from '../transfers/sandbox-transfers';
import { routeRefusal as refuse, type RouteResponse } from './route-response';

/**
 * A seller's linked account at Razorpay Route (docs/decisions/019), made with Route's linked-account calls:
 *
 *   POST  /v2/accounts                              the account: type "route", business_type "individual", PAN
 *   POST  /v2/accounts/{id}/stakeholders            the individual behind it
 *   POST  /v2/accounts/{id}/products                request the Route product configuration
 *   PATCH /v2/accounts/{id}/products/{product_id}   its settlement bank account (account number, IFSC, name)
 *   PATCH /v2/accounts/{id}                         later changes of name or PAN
 *
 * Both providers speak these calls over one small transport: the Razorpay adapter sends them over HTTPS with the
 * key, the sandbox answers them in process (handleRouteCall below), so the flow here is the same code for both.
 */

export type { RouteResponse };

export interface RouteTransport {
  readonly provider: PaymentsConfig['provider'];
  /**
   * One Route call. The idempotency key goes in `idempotencyHeader` (Route's linked-account calls take
   * `Idempotency-Key`; its transfers from a payment take `X-Transfer-Idempotency`).
   */
  call(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    idempotencyKey?: string,
    idempotencyHeader?: string,
  ): Promise<RouteResponse>;
}

export interface LinkedAccountInput {
  userId: string;
  email: string;
  /** Ten digits, when the seller gave a phone number. */
  phone?: string;
  holderName: string;
  pan?: string;
  accountNumber: string;
  ifsc: string;
  /** The seller's registered address, from their approved seller application when there is one. */
  address?: { street: string; city: string; state: string; pincode: string };
}

export interface LinkedAccountState {
  accountId: string | null;
  productId: string | null;
  status: TPayoutAccountStatus;
  /** Why the gateway refused (its error code and field, never its description, which can quote the values). */
  problem?: string;
}

/**
 * Razorpay's business profile for a freelancer selling services through a marketplace. Its category table lives in
 * Razorpay's docs ("Business Categories"); one place to change if Razorpay files freelancers elsewhere.
 */
export const ROUTE_PROFILE = { category: 'services', subcategory: 'consulting' } as const;

class RouteCallFailed extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    readonly detail: string,
  ) {
    super(`route call ${kind}: ${detail}`);
  }
}

/** The product configuration's activation_status, as the account's status the seller sees. */
export function statusOf(activation: unknown): TPayoutAccountStatus {
  if (activation === 'activated') return 'active';
  if (activation === 'suspended' || activation === 'rejected' || activation === 'failed') return 'failed';
  return 'pending';
}

/**
 * Creates the linked account (or updates the one `existing` names) with its settlement account. Never throws for
 * the gateway: it answers how far it got, so the caller keeps the ids already made (a retry resumes there) and shows
 * `pending` while the gateway is unreachable or `failed` when it refused.
 */
export async function saveLinkedAccount(
  route: RouteTransport,
  input: LinkedAccountInput,
  existing: { accountId: string | null; productId: string | null },
): Promise<LinkedAccountState> {
  const state: LinkedAccountState = { accountId: existing.accountId, productId: existing.productId, status: 'pending' };
  const call = async (method: 'POST' | 'PATCH', path: string, body: unknown, idempotencyKey?: string) => {
    let res: RouteResponse;
    try {
      res = await route.call(method, path, body, idempotencyKey);
    } catch {
      throw new RouteCallFailed('unavailable', `${method} ${path.replace(/acc_\w+/g, '{id}')}`);
    }
    if (res.status >= 500 || res.status === 429) throw new RouteCallFailed('unavailable', `HTTP ${res.status}`);
    if (res.status >= 400) {
      const error = (res.body.error ?? {}) as { code?: unknown; field?: unknown; reason?: unknown };
      throw new RouteCallFailed('refused', [error.code, error.reason, error.field].filter(Boolean).join(' '));
    }
    return res.body;
  };
  const legalInfo = input.pan ? { legal_info: { pan: input.pan } } : {};
  try {
    if (!state.accountId) {
      const account = await call(
        'POST',
        '/v2/accounts',
        {
          email: input.email,
          ...(input.phone ? { phone: input.phone } : {}),
          type: 'route',
          reference_id: input.userId.replace(/-/g, '').slice(0, 20),
          legal_business_name: input.holderName,
          business_type: 'individual',
          contact_name: input.holderName,
          profile: {
            ...ROUTE_PROFILE,
            ...(input.address
              ? {
                  addresses: {
                    registered: {
                      street1: input.address.street,
                      street2: input.address.street,
                      city: input.address.city,
                      state: input.address.state.toUpperCase(),
                      postal_code: input.address.pincode,
                      country: 'IN',
                    },
                  },
                }
              : {}),
          },
          ...legalInfo,
          notes: { userId: input.userId },
        },
        // A retry after a lost answer gets the account already made instead of a second one.
        `gb-linked-account-${input.userId}`,
      );
      if (typeof account.id !== 'string') throw new RouteCallFailed('unavailable', 'account without an id');
      state.accountId = account.id;
      await call('POST', `/v2/accounts/${state.accountId}/stakeholders`, {
        name: input.holderName,
        email: input.email,
        ...(input.pan ? { kyc: { pan: input.pan } } : {}),
      });
    } else {
      await call('PATCH', `/v2/accounts/${state.accountId}`, { contact_name: input.holderName, ...legalInfo });
    }
    if (!state.productId) {
      const product = await call('POST', `/v2/accounts/${state.accountId}/products`, {
        product_name: 'route',
        tnc_accepted: true,
      });
      if (typeof product.id !== 'string') throw new RouteCallFailed('unavailable', 'product without an id');
      state.productId = product.id;
    }
    const configured = await call('PATCH', `/v2/accounts/${state.accountId}/products/${state.productId}`, {
      settlements: {
        account_number: input.accountNumber,
        ifsc_code: input.ifsc,
        beneficiary_name: input.holderName,
      },
      tnc_accepted: true,
    });
    state.status = statusOf(configured.activation_status);
  } catch (error) {
    if (!(error instanceof RouteCallFailed)) throw error;
    state.status = error.kind === 'refused' ? 'failed' : 'pending';
    state.problem = `${error.kind}: ${error.detail}`;
  }
  return state;
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** Razorpay's HTTP API with basic auth (the key id and secret), as the payments adapter calls it. */
export function razorpayRoute(config: PaymentsConfig): RouteTransport {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    provider: 'razorpay',
    async call(method, path, body, idempotencyKey, idempotencyHeader = 'idempotency-key') {
      const response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          ...(idempotencyKey ? { [idempotencyHeader]: idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      const parsed = (await response.json().catch(() => ({}))) as unknown;
      return {
        status: response.status,
        body: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {},
      };
    },
  };
}

/** The sandbox: the same calls answered in process, activated at once. */
export function sandboxRoute(): RouteTransport {
  return {
    provider: 'sandbox',
    call: async (method, path, body, idempotencyKey) => handleRouteCall(method, path, body, idempotencyKey),
  };
}

const routeId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
const str = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * Route's linked-account calls, answered as Razorpay answers them (the entities' shapes, 400 BAD_REQUEST_ERROR with
 * the field for a missing or malformed value). Stateless: ids are made on creation and any `acc_` id is taken on
 * update, so several API processes (or a restart) need no shared sandbox memory. Also serves the test stand-in.
 */
export function handleRouteCall(
  method: string,
  path: string,
  rawBody: unknown,
  idempotencyKey?: string,
): RouteResponse {
  const body = (rawBody && typeof rawBody === 'object' ? rawBody : {}) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const parts = path.split('/').filter(Boolean); // ['v2', 'accounts', id?, 'products'|'stakeholders'?, pid?]
  // Route's transfers (v1): modules/transfers answers them the same stateless way.
  if (parts[0] === 'v1') return handleTransferCall(method, parts, body, idempotencyKey);
  if (parts[0] !== 'v2' || parts[1] !== 'accounts') return { status: 404, body: { error: { code: 'NOT_FOUND' } } };
  const [, , accountId, sub, productId] = parts;
  if (accountId && !/^acc_\w+$/.test(accountId)) {
    return refuse('Linked account does not exist', 'account_id');
  }
  if (method === 'POST' && !accountId) {
    if (body.type !== 'route') return refuse('type must be route', 'type');
    if (!str(body.email)) return refuse('The email field is required.', 'email');
    if (!str(body.legal_business_name))
      return refuse('The legal business name field is required.', 'legal_business_name');
    if (body.business_type !== 'individual') return refuse('Invalid business type', 'business_type');
    const pan = (body.legal_info as { pan?: unknown } | undefined)?.pan;
    if (pan !== undefined && !(typeof pan === 'string' && /^[A-Z]{5}\d{4}[A-Z]$/.test(pan))) {
      return refuse('Invalid PAN', 'pan');
    }
    return {
      status: 200,
      body: {
        id: routeId('acc'),
        type: 'route',
        status: 'created',
        email: body.email,
        business_type: 'individual',
        legal_business_name: body.legal_business_name,
        contact_name: body.contact_name,
        reference_id: body.reference_id,
        created_at: now,
      },
    };
  }
  if (method === 'PATCH' && accountId && !sub) {
    return { status: 200, body: { id: accountId, type: 'route', status: 'created', ...body } };
  }
  if (method === 'POST' && sub === 'stakeholders' && !productId) {
    if (!str(body.name)) return refuse('The name field is required.', 'name');
    return { status: 200, body: { id: routeId('sth'), entity: 'stakeholder', name: body.name, email: body.email } };
  }
  if (method === 'POST' && sub === 'products' && !productId) {
    if (body.product_name !== 'route') return refuse('Invalid product name', 'product_name');
    return {
      status: 200,
      body: {
        id: routeId('acc_prd'),
        product_name: 'route',
        activation_status: 'requested',
        account_id: accountId,
        requested_at: now,
      },
    };
  }
  if (method === 'PATCH' && sub === 'products' && productId) {
    const s = (body.settlements ?? {}) as Record<string, unknown>;
    if (!(typeof s.account_number === 'string' && /^\d{9,18}$/.test(s.account_number))) {
      return refuse('Invalid account number', 'settlements.account_number');
    }
    if (!(typeof s.ifsc_code === 'string' && isValidIfsc(s.ifsc_code))) {
      return refuse('Invalid IFSC code', 'settlements.ifsc_code');
    }
    if (!str(s.beneficiary_name))
      return refuse('The beneficiary name field is required.', 'settlements.beneficiary_name');
    return {
      status: 200,
      body: {
        id: productId,
        product_name: 'route',
        activation_status: 'activated',
        account_id: accountId,
        // Razorpay echoes the settlement account masked; so does the sandbox.
        active_configuration: {
          settlements: { account_number: `XXXX${s.account_number.slice(-4)}`, ifsc_code: s.ifsc_code },
        },
        requirements: [],
        requested_at: now,
      },
    };
  }
  return { status: 404, body: { error: { code: 'NOT_FOUND' } } };
}

export function createRoute(config: PaymentsConfig): RouteTransport {
  return config.provider === 'razorpay' ? razorpayRoute(config) : sandboxRoute();
}
