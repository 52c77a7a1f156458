import { expect, it } from 'vitest';
import { isCommonPassword, isValidSignupPassword } from './password';

it('needs five characters and a digit', () => {
  expect(isValidSignupPassword('abcd1')).toBe(true);
  expect(isValidSignupPassword('abc1')).toBe(false);
  expect(isValidSignupPassword('abcdef')).toBe(false);
});

it('flags common passwords whatever their case', () => {
  expect(isCommonPassword('Password123')).toBe(true);
  expect(isCommonPassword('k7#river-lamp')).toBe(false);
});
