import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from '@gigbazaar/shared/rules/order-lifecycle';
import type { Api } from '../../lib/api';
import { isPartyAction, takeOrderAction } from './api';

function recorder() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api = {
    get: () => Promise.reject(new Error('no')),
    del: () => Promise.reject(new Error('no')),
    request: () => Promise.reject(new Error('no')),
    post: (path: string, body?: unknown) => (calls.push({ method: 'POST', path, body }), Promise.resolve({})),
    put: (path: string, body?: unknown) => (calls.push({ method: 'PUT', path, body }), Promise.resolve({})),
  } as unknown as Api;
  return { api, calls };
}

describe('takeOrderAction', () => {
  it('calls the API contract’s path for every action a party takes', async () => {
    const { api, calls } = recorder();
    const expected: Record<string, string> = {
      complete: 'PUT /orders/complete/o%2F1',
      revision: 'POST /orders/o%2F1/revision',
      approve: 'POST /orders/o%2F1/approve',
      extension: 'POST /orders/o%2F1/extension',
      extension_accept: 'POST /orders/o%2F1/extension/accept',
      extension_decline: 'POST /orders/o%2F1/extension/decline',
      cancellation: 'POST /orders/o%2F1/cancellation',
      cancellation_accept: 'POST /orders/o%2F1/cancellation/accept',
      cancellation_decline: 'POST /orders/o%2F1/cancellation/decline',
      cancel: 'POST /orders/o%2F1/cancel',
      dispute: 'POST /orders/o%2F1/dispute',
    };
    for (const action of Object.keys(expected)) {
      if (!isPartyAction(action as never)) throw new Error(`${action} is not a party action`);
      await takeOrderAction(api, 'o/1', action as never, { note: 'x' });
    }
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(Object.values(expected));
    expect(calls[1]!.body).toEqual({ note: 'x' });
  });

  it('treats exactly the table’s buyer and seller transitions as party actions', () => {
    const party = ORDER_TRANSITIONS.filter((t) => t.by.some((a) => a === 'buyer' || a === 'seller')).map(
      (t) => t.action,
    );
    const others = ORDER_TRANSITIONS.filter((t) => !party.includes(t.action)).map((t) => t.action);
    expect(party.every(isPartyAction)).toBe(true);
    expect(others.some(isPartyAction)).toBe(false);
  });
});
