import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { isApiUnreachable, onApiRecovered, trackConnection } from './connection';
import { retryDelay, shouldRetry } from './query-client';

describe('connection status', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes down on a 503 or a network failure, not on a 4xx, and comes back when /api/readyz answers', async () => {
    vi.useFakeTimers();
    const readyz = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', readyz);
    let answer: number | 'network' = 404;
    const transport = trackConnection(async () => {
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return { status: answer, headers: {}, body: {} };
    });
    const recovered = vi.fn();
    onApiRecovered(recovered);
    const call = () => transport({ method: 'GET', path: '/gigs' }).catch(() => undefined);

    await call();
    expect(isApiUnreachable()).toBe(false);
    answer = 503;
    await call();
    expect(isApiUnreachable()).toBe(true);
    answer = 'network';
    await call();
    expect(isApiUnreachable()).toBe(true);

    // The probe backs off while readiness still says 503…
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readyz).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readyz).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readyz).toHaveBeenCalledTimes(2);
    expect(isApiUnreachable()).toBe(true);
    // …and clears the status by itself once it answers 200.
    readyz.mockImplementation(async () => new Response('{}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(isApiUnreachable()).toBe(false);
    expect(recovered).toHaveBeenCalledTimes(1);
  });
});

describe('read retries', () => {
  const outage = new ApiError(503, 'unavailable', 'GigBazaar is briefly unavailable.');
  const offline = new ApiError(0, 'network', 'Could not reach GigBazaar.');

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'x', 'no'))).toBe(false);
    }
  });

  it('keeps trying through an outage for longer than after another failure', () => {
    expect(shouldRetry(5, outage)).toBe(true);
    expect(shouldRetry(5, offline)).toBe(true);
    expect(shouldRetry(6, outage)).toBe(false);
    expect(shouldRetry(1, new ApiError(500, 'internal', 'oops'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'internal', 'oops'))).toBe(false);
  });

  it('backs off exponentially up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
