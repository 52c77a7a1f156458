import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@gigbazaar/shared/rules/phone');
  vi.resetModules();
});

describe('the phone rule loaded on first need', () => {
  it('answers as the shared rule does, and loads it once', async () => {
    const { loadPhoneRule, phoneRuleForSubmit } = await import('./phone-rule');
    const rule = await loadPhoneRule();
    expect(rule('+91 98765 43210')).toBe(true);
    expect(rule('98765 43210')).toBe(true);
    expect(rule('12345')).toBe(false);
    expect(rule('+1 415 555 2671')).toBe(false);
    expect(await loadPhoneRule()).toBe(rule);
    expect(await phoneRuleForSubmit()).toBe(rule);
  });

  it('lets a submit through to the server when the code cannot be fetched, and asks again next time', async () => {
    let attempts = 0;
    vi.doMock('@gigbazaar/shared/rules/phone', () => {
      attempts++;
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadPhoneRule, phoneRuleForSubmit } = await import('./phone-rule');
    const permissive = await phoneRuleForSubmit();
    expect(permissive('12345')).toBe(true);
    await expect(loadPhoneRule()).rejects.toThrow();
    expect(attempts).toBe(2);
  });
});
