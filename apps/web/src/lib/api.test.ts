import { describe, expect, it } from 'vitest';
import { createApi, errorMessage, type ApiResponse } from './api';

const answering = (res: ApiResponse | Error) =>
  createApi(async () => {
    if (res instanceof Error) throw res;
    return res;
  });

const failureOf = (res: ApiResponse | Error) =>
  answering(res)
    .post('/reviews', {})
    .then(
      () => null,
      (err: unknown) => err,
    );

describe('errorMessage', () => {
  it("uses the server's sentence from the body", async () => {
    const err = await failureOf({ status: 403, headers: {}, body: { code: 'forbidden', message: 'Not yours.' } });
    expect(errorMessage(err, 'Failed to submit review')).toBe('Not yours.');
  });

  it("falls back to the screen's sentence when the answer has no usable body or never came", async () => {
    for (const res of [
      { status: 502, headers: {}, body: undefined },
      { status: 500, headers: {}, body: { code: 'internal' } },
      { status: 500, headers: {}, body: { message: '   ' } },
      new TypeError('Failed to fetch'),
    ]) {
      expect(errorMessage(await failureOf(res), 'Failed to submit review')).toBe('Failed to submit review');
    }
  });
});
