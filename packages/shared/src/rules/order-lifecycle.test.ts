import { describe, expect, it } from 'vitest';
import {
  INITIAL_ORDER_STATE,
  ORDER_ACTIONS,
  ORDER_STATES,
  ORDER_STATE_INFO,
  ORDER_TIMERS,
  ORDER_TRANSITIONS,
  availableActions,
  isLate,
  isVeryLate,
  nextState,
  orderStateLabel,
  orderStatusLabel,
  SPLIT_LABELS,
  timeoutsByJob,
  transitionFor,
  vouchesForPurchase,
  type TOrderActor,
} from './order-lifecycle';

const HOUR = 3_600_000;

describe('order lifecycle table', () => {
  it('reaches every state from the initial one', () => {
    const reached = new Set<string>([INITIAL_ORDER_STATE]);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of ORDER_TRANSITIONS) {
        if (t.to && !reached.has(t.to) && t.from.some((s) => reached.has(s))) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATES].sort());
  });

  it('gives every non-final state a way out and final states none', () => {
    for (const state of ORDER_STATES) {
      const out = ORDER_TRANSITIONS.filter((t) => t.from.includes(state) && t.to && t.to !== state);
      if (ORDER_STATE_INFO[state].final) expect(out, state).toEqual([]);
      else expect(out.length, state).toBeGreaterThan(0);
    }
  });

  it('lets no actor take a transition the table does not name for it', () => {
    const facts = (status: string) => [
      { status, revisionsLeft: 3, dueAt: new Date(Date.now() - 48 * HOUR) },
      { status, revisionsLeft: 3, request: { kind: 'cancellation' as const, by: 'seller' as const } },
      { status, revisionsLeft: 3, request: { kind: 'extension' as const, by: 'seller' as const } },
    ];
    for (const t of ORDER_TRANSITIONS) {
      for (const actor of ['buyer', 'seller', 'admin', 'system'] as TOrderActor[]) {
        for (const state of ORDER_STATES) {
          for (const f of facts(state)) {
            const step = nextState(f, t.action, actor);
            if (step.ok) {
              expect(t.by, `${t.action} by ${actor}`).toContain(actor);
              expect(t.from).toContain(state);
            }
          }
        }
      }
    }
  });

  it('names a job for every time-out, and every system transition has one or names the event that sets it off', () => {
    for (const t of ORDER_TRANSITIONS) {
      if (t.by.includes('system')) expect(Boolean(t.timeout) !== Boolean(t.trigger), t.action).toBe(true);
      if (t.trigger) expect(t.trigger).toMatch(/\.$/);
      if (t.timeout) {
        expect(t.timeout.job.length).toBeGreaterThan(0);
        expect(t.timeout.afterMs).toBeGreaterThan(0);
      }
    }
    for (const timer of ORDER_TIMERS) expect(timer.job.length).toBeGreaterThan(0);
    expect([...timeoutsByJob().keys()].sort()).toEqual(['escrow release', 'order requests']);
  });

  it('has one row per action, sentences that end in a full stop, buttons on what people take', () => {
    expect(ORDER_TRANSITIONS.map((t) => t.action).sort()).toEqual([...ORDER_ACTIONS].sort());
    for (const t of ORDER_TRANSITIONS) {
      for (const s of [t.refusal, t.wrongActor, t.guardRefusal ?? '.']) expect(s).toMatch(/\.$/);
      const people = t.by.some((a) => a === 'buyer' || a === 'seller');
      expect(Boolean(t.buttonLabel), t.action).toBe(people);
      if (t.to === 'released' || t.to === 'cancelled') expect(t.books, t.action).toBeDefined();
      expect(t.notice('x').length).toBeGreaterThan(0);
    }
  });

  it('keeps the first road exactly: paid → complete (seller) → approve (buyer) or release (system)', () => {
    expect(nextState('paid', 'complete', 'seller')).toMatchObject({ ok: true, transition: { to: 'completed' } });
    expect(nextState('paid', 'complete', 'buyer')).toMatchObject({
      ok: false,
      reason: 'wrong-actor',
      message: 'Only the seller can complete and delete this order.',
    });
    expect(nextState('completed', 'complete', 'seller')).toMatchObject({
      ok: false,
      reason: 'wrong-state',
      message: 'This order has already been completed.',
    });
    expect(nextState('completed', 'approve', 'buyer').ok).toBe(true);
    expect(nextState('completed', 'release', 'system').ok).toBe(true);
    expect(nextState('released', 'release', 'system')).toMatchObject({ ok: false, reason: 'wrong-state' });
    for (const t of ORDER_TRANSITIONS.filter((x) => x.to === 'released' && x.books !== 'split')) {
      expect(t.books).toBe('release');
    }
  });

  it('stops revisions at zero and allows the late cancel only a day past the due date', () => {
    expect(nextState({ status: 'completed', revisionsLeft: 1 }, 'revision', 'buyer').ok).toBe(true);
    expect(nextState({ status: 'completed', revisionsLeft: 0 }, 'revision', 'buyer')).toMatchObject({
      ok: false,
      reason: 'guard',
      message: 'This order has no revisions left.',
    });
    const now = new Date('2026-11-25T12:00:00Z');
    const due = (h: number) => new Date(now.getTime() - h * HOUR);
    expect(nextState({ status: 'paid', dueAt: due(23) }, 'cancel', 'buyer', now).ok).toBe(false);
    expect(nextState({ status: 'paid', dueAt: due(24) }, 'cancel', 'buyer', now).ok).toBe(true);
    expect(nextState({ status: 'completed', dueAt: due(48) }, 'cancel', 'buyer', now).ok).toBe(false);
    expect(isLate(due(1), now)).toBe(true);
    expect(isVeryLate(due(1), now)).toBe(false);
  });

  it('lets only the other party answer a request, and one request at a time', () => {
    const req = { status: 'paid', request: { kind: 'cancellation' as const, by: 'buyer' as const } };
    expect(nextState(req, 'cancellation_accept', 'seller').ok).toBe(true);
    expect(nextState(req, 'cancellation_accept', 'buyer')).toMatchObject({ ok: false, reason: 'wrong-actor' });
    expect(nextState(req, 'extension', 'seller')).toMatchObject({ ok: false, reason: 'wrong-state' });
    expect(nextState({ status: 'paid' }, 'cancellation_accept', 'seller')).toMatchObject({
      ok: false,
      reason: 'wrong-state',
    });
    expect(nextState(req, 'cancellation_lapse', 'system').ok).toBe(true);
  });

  it('offers each party only its own buttons', () => {
    expect(
      availableActions({ status: 'paid', dueAt: new Date(Date.now() + 1e9) }, 'seller').map((t) => t.action),
    ).toEqual(['complete', 'extension', 'cancellation', 'dispute']);
    expect(
      availableActions({ status: 'paid', dueAt: new Date(Date.now() + 1e9) }, 'buyer').map((t) => t.action),
    ).toEqual(['cancellation', 'dispute']);
    expect(availableActions({ status: 'completed', revisionsLeft: 1 }, 'buyer').map((t) => t.action)).toEqual([
      'revision',
      'approve',
      'cancellation',
      'dispute',
    ]);
    expect(availableActions('released', 'buyer')).toEqual([]);
    expect(availableActions('disputed', 'admin').map((t) => t.action)).toEqual([
      'decide_release',
      'decide_refund',
      'decide_split',
    ]);
  });

  it('labels states and refunds, and shows an unknown state as itself', () => {
    expect(ORDER_STATE_INFO.completed.inEscrow).toBe(true);
    expect(ORDER_STATE_INFO.released.inEscrow).toBe(false);
    expect(orderStateLabel('paid')).toBe('In progress');
    expect(orderStatusLabel('cancelled', { pending: true })).toBe('Refund pending');
    expect(orderStatusLabel('cancelled', { pending: false })).toBe('Cancelled and refunded');
    // A split is released for the seller's part at once; the buyer's part waits for the gateway like any refund.
    expect(orderStatusLabel('released', { pending: true, split: true })).toBe(SPLIT_LABELS.pending);
    expect(SPLIT_LABELS.pending).toMatch(/^Refund pending/);
    expect(orderStatusLabel('released', { pending: false, split: true })).toBe(SPLIT_LABELS.done);
    expect(orderStatusLabel('released')).toBe('Completed, paid out');
    expect(orderStateLabel('weird')).toBe('weird');
  });
});

describe('suspension', () => {
  it('lets only the platform put an open order on hold, and it lands in the resolution centre', () => {
    for (const state of ['paid', 'in_revision', 'completed'] as const) {
      expect(nextState(state, 'suspension_dispute', 'system')).toMatchObject({
        ok: true,
        transition: { to: 'disputed' },
      });
      for (const actor of ['buyer', 'seller', 'admin'] as const) {
        expect(nextState(state, 'suspension_dispute', actor)).toMatchObject({ ok: false, reason: 'wrong-actor' });
      }
    }
    for (const state of ['released', 'cancelled', 'disputed'] as const) {
      expect(nextState(state, 'suspension_dispute', 'system')).toMatchObject({ ok: false, reason: 'wrong-state' });
    }
    const t = transitionFor('suspension_dispute');
    expect(t.effects).toEqual(expect.arrayContaining(['openDispute', 'closeRequest', 'stopRelease']));
    expect(t.notifies).toEqual(['both']);
    // The admins decide it like any dispute.
    expect(availableActions('disputed', 'admin').length).toBe(3);
  });
});

describe('vouchesForPurchase', () => {
  it('every state vouches for a purchase but the one refunded in full', () => {
    expect(ORDER_STATES.filter((s) => !vouchesForPurchase(s))).toEqual(['cancelled']);
    // A dispute split in two keeps part of the money with the seller: the buyer did buy.
    expect(vouchesForPurchase(transitionFor('decide_split').to!)).toBe(true);
  });
});
