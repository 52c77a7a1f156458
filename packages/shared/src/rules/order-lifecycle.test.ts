import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  ORDER_STATE_INFO,
  ORDER_TRANSITIONS,
  availableActions,
  nextState,
  orderStateLabel,
} from './order-lifecycle';

describe('order lifecycle', () => {
  it('lets only the seller complete a paid order, once', () => {
    expect(nextState('paid', 'complete', 'seller')).toMatchObject({ ok: true, transition: { to: 'completed' } });
    expect(nextState('paid', 'complete', 'buyer')).toMatchObject({ ok: false, reason: 'wrong-actor' });
    expect(nextState('completed', 'complete', 'seller')).toMatchObject({ ok: false, reason: 'wrong-state' });
  });

  it('releases a completed order by the buyer approving or the system, never a paid or released one', () => {
    expect(nextState('completed', 'approve', 'buyer').ok).toBe(true);
    expect(nextState('completed', 'release', 'system').ok).toBe(true);
    expect(nextState('paid', 'approve', 'buyer')).toMatchObject({ ok: false, reason: 'wrong-state' });
    expect(nextState('released', 'release', 'system')).toMatchObject({ ok: false, reason: 'wrong-state' });
    expect(nextState('completed', 'approve', 'seller')).toMatchObject({ ok: false, reason: 'wrong-actor' });
  });

  it('books the release movement on every transition into released, and every state is reachable', () => {
    for (const t of ORDER_TRANSITIONS.filter((x) => x.to === 'released')) expect(t.books).toBe('release');
    const reachable = new Set(['paid', ...ORDER_TRANSITIONS.map((t) => t.to)]);
    expect([...reachable].sort()).toEqual([...ORDER_STATES].sort());
    for (const t of ORDER_TRANSITIONS) expect(t.refusal).toMatch(/\.$/);
  });

  it('offers each party only its own buttons', () => {
    expect(availableActions('paid', 'seller').map((t) => t.action)).toEqual(['complete']);
    expect(availableActions('paid', 'buyer')).toEqual([]);
    expect(availableActions('completed', 'buyer').map((t) => t.action)).toEqual(['approve']);
    expect(availableActions('released', 'buyer')).toEqual([]);
  });

  it('labels states, keeps escrow until release, and shows an unknown state as itself', () => {
    expect(ORDER_STATE_INFO.completed.inEscrow).toBe(true);
    expect(ORDER_STATE_INFO.released.inEscrow).toBe(false);
    expect(orderStateLabel('paid')).toBe('In progress');
    expect(orderStateLabel('weird')).toBe('weird');
  });
});
