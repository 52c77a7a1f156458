import { describe, expect, it } from 'vitest';
import { MESSAGING_NOTICE_MAX_USERS, messagingNoticeSeen, withMessagingNoticeSeen } from './messaging-notice';

const a = '04451daa-0e7f-416d-8a5d-5815e8e80257';
const b = '438dc698-724d-48eb-ac65-d1b79b26349f';

describe('messaging notice cookie', () => {
  it('has nobody before anyone read the notice', () => {
    expect(messagingNoticeSeen(undefined, a)).toBe(false);
    expect(messagingNoticeSeen('', a)).toBe(false);
  });

  it('remembers each user of the browser separately', () => {
    const once = withMessagingNoticeSeen(undefined, a);
    expect(messagingNoticeSeen(once, a)).toBe(true);
    expect(messagingNoticeSeen(once, b)).toBe(false);
    const twice = withMessagingNoticeSeen(once, b);
    expect(messagingNoticeSeen(twice, a)).toBe(true);
    expect(messagingNoticeSeen(twice, b)).toBe(true);
    // Reading it again does not list the user twice.
    expect(withMessagingNoticeSeen(twice, a)).toBe(`${b}.${a}`);
  });

  it('keeps only the latest users, dropping the oldest', () => {
    let cookie = '';
    const ids = Array.from({ length: MESSAGING_NOTICE_MAX_USERS + 2 }, (_, i) => `user-${i}`);
    for (const id of ids) cookie = withMessagingNoticeSeen(cookie, id);
    expect(messagingNoticeSeen(cookie, ids[0]!)).toBe(false);
    expect(messagingNoticeSeen(cookie, ids[1]!)).toBe(false);
    expect(ids.slice(2).every((id) => messagingNoticeSeen(cookie, id))).toBe(true);
  });

  it('ignores what is not a user id, and never writes it back', () => {
    const hostile = `x;y.${a}.<b>.`;
    expect(messagingNoticeSeen(hostile, a)).toBe(true);
    expect(messagingNoticeSeen(hostile, 'x;y')).toBe(false);
    expect(withMessagingNoticeSeen(hostile, b)).toBe(`${a}.${b}`);
    expect(withMessagingNoticeSeen('', 'a;b=c')).toBe('');
  });
});
