import { expect, it } from 'vitest';
import { trimEndChars, truncateChars, truncateWords } from './text';

it('keeps titles of up to 18 words whole', () => {
  const title = Array.from({ length: 18 }, (_, i) => `w${i}`).join(' ');
  expect(truncateWords(title, 18)).toBe(title);
});

it('cuts the 19th word and adds an ellipsis', () => {
  const title = Array.from({ length: 19 }, (_, i) => `w${i}`).join(' ');
  expect(truncateWords(title, 18)).toBe(`${title.split(' ').slice(0, 18).join(' ')}...`);
});

it('counts words, not spaces', () => {
  expect(truncateWords('  a   b  c ', 2)).toBe('a b...');
});

it('cuts characters without splitting emoji', () => {
  expect(truncateChars('héllo 👋 world', 7)).toBe('héllo 👋...');
  expect(truncateChars('short', 100)).toBe('short');
});

it('trims a run of characters at the end only, in one pass', () => {
  expect(trimEndChars('Hello!!.', '.!')).toBe('Hello');
  expect(trimEndChars('!Hi', '.!')).toBe('!Hi');
  expect(trimEndChars('...', '.')).toBe('');
  expect(trimEndChars('word, ', (ch) => ch === ',' || ch === ' ')).toBe('word');
  const start = performance.now();
  expect(trimEndChars(`${'!'.repeat(100_000)}x`, '!').length).toBe(100_001);
  expect(performance.now() - start).toBeLessThan(50);
});
