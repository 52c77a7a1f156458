import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@gigbazaar/shared/rules/identity';
import { DEMO_USERS } from '../demo/seed-demo-data';
import { judgeUsername } from './username';

/** Usernames that carry a way to reach their owner off GigBazaar, by the rule that should find them. */
const REFUSED: Record<string, string[]> = {
  phone: [
    'priya9876543210',
    '9876543210',
    '98765.43210',
    '98765_43210',
    '98765-43210',
    '9876-543-210',
    '98.76.54.32.10',
    'priya.98765.43210',
    'ravi_98765_43210_art',
    '98765priya43210',
    '919876543210',
    '0091.98765.43210',
    'ravi_nine_eight_seven_six_five_four_three_two_one_zero',
  ],
  email: [
    'ravi.gmail.com',
    'ravi_gmail_com',
    'ravi-gmail-com',
    'ravigmail',
    'ravi.gmail',
    'priya.yahoo',
    'priya_hotmail',
  ],
  upi: ['priya.okaxis', 'priya_ybl', 'priyaokaxis', 'ravi.paytm', 'paytm.ravi', 'ravi_upi', 'ravi.g.pay', 'ravi_gpay'],
  link: [
    'priya.com',
    'priyastudio.com',
    'priya.in',
    'priya-com',
    'www.priyastudio',
    't.me.priya',
    'bit.ly',
    'linktree.priya',
  ],
  'social-handle': [
    'priya.insta',
    'insta.priya',
    'ig_priya',
    'tg.ravi',
    'priya.fb',
    'yt.priya',
    'priya.instagram',
    'priyainstagram',
    'priya_t3l3gr4m',
    'wh4tsapp.ravi',
    'priya.insta.gram',
    'priya_on_telegram',
    'wa.me.priya',
    'ravi.skype',
    'priya.fiverr',
  ],
};

/** Handle-like names that must pass: names, roles, years, initials, and words the lists hold in another sense. */
const ALLOWED = [
  'priya_design',
  'ravi2024',
  'dev_k',
  'studio99',
  'asha.k',
  'asha.designs',
  'new.seller',
  'ravi_2023_2024',
  'kabir.1999',
  'studio_2024_v2',
  'priya_9876',
  'user_98765',
  'a1b2c3d4e5',
  'x_ae_a12',
  // PAN-shaped (five letters, four digits, a letter): a name, a year and an initial, not a contact detail.
  'sneha1990s',
  'amitp2024k',
  'made.in.india',
  'call.me.priya',
  'music.live',
  'snap_studio',
  'bhim.rao',
  'neha.jio',
  'telegraph.studio',
  'instantdesign',
  'cupid_art',
  'upinder.singh',
  'books.bindery',
  'big_payday',
  'priya.design',
  'ravi.dev',
  'its.me',
  'wise.owl',
  'crypto.ravi',
];

describe('judgeUsername', () => {
  it.each(Object.entries(REFUSED).flatMap(([rule, names]) => names.map((name) => [name, rule])))(
    'refuses %s (%s)',
    (name, rule) => {
      expect(USERNAME_PATTERN.test(name), `${name} is a valid username shape`).toBe(true);
      expect(judgeUsername(name)).toMatchObject({ ok: false, rule });
    },
  );

  it('passes every demo account and ordinary handle-like names', () => {
    const names = [...DEMO_USERS.map((u) => u.username), ...ALLOWED];
    expect(DEMO_USERS.length).toBeGreaterThan(10);
    const refused = names.filter((name) => !judgeUsername(name).ok);
    expect(refused).toEqual([]);
  });

  it('passes a four-digit year wherever it stands, and any name with fewer than ten digits', () => {
    for (let year = 1950; year <= 2030; year++) {
      for (const name of [`priya${year}`, `${year}.ravi`, `dev_k_${year}`, `studio99_${year}`]) {
        expect(judgeUsername(name), name).toEqual({ ok: true });
      }
    }
  });
});
