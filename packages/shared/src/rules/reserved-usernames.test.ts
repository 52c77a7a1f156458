import { describe, expect, it } from 'vitest';
import { isReservedUsername, TOMBSTONE_PREFIX } from './reserved-usernames';

describe('isReservedUsername', () => {
  it.each([
    'admin',
    'administrator',
    'support',
    'gigbazaar',
    'help',
    'root',
    'system',
    'api',
    'moderator',
    'staff',
    'security',
    'official',
  ])('reserves %s', (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it('reserves spellings with separators, capitals and look-alike digits', () => {
    for (const name of ['Admin', 'ad.min', 'a_d-m.i.n', 'adm1n', 'r00t', 'supp0rt', 'gig.bazaar', 'g1gbazaar']) {
      expect(isReservedUsername(name), name).toBe(true);
    }
  });

  it('reserves names that carry a staff word as a whole part, or the brand anywhere', () => {
    for (const name of ['support.team', 'priya-admin', 'official_news', 'gigbazaar.help', 'thegigbazaarteam']) {
      expect(isReservedUsername(name), name).toBe(true);
    }
  });

  it('reserves the tombstone prefix of closed accounts', () => {
    expect(isReservedUsername(`${TOMBSTONE_PREFIX}0123456789ab`)).toBe(true);
    expect(isReservedUsername('deleted')).toBe(true);
    expect(isReservedUsername('deleted_user')).toBe(true);
  });

  it('leaves ordinary names alone, including ones that merely contain a staff word inside a word', () => {
    for (const name of [
      'aarav',
      'priya.designs',
      'rohan_dev',
      'nikhil.ca',
      'gurpreet.singh',
      'user_a1b2c3',
      'badminton.coach',
      'helper99',
      'rootsmusic',
      'supportive.sam',
    ]) {
      expect(isReservedUsername(name), name).toBe(false);
    }
  });
});
