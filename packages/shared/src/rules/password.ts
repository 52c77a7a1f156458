import { LIMITS } from '../constants';

/** The sign-up password rule: at least 5 characters with at least one digit. */
export function isValidSignupPassword(password: string): boolean {
  return password.length >= LIMITS.signupPasswordMin && /\d/.test(password);
}

/** The most used passwords that pass the length-and-digit rule; enough to warn about the obvious ones. */
const COMMON_PASSWORDS = new Set([
  '12345',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  '112233',
  '123321',
  'password1',
  'password123',
  'passw0rd',
  'pa55word',
  'abc123',
  'abcd1234',
  'qwerty1',
  'qwerty123',
  'qwerty12',
  '1q2w3e',
  '1q2w3e4r',
  '1qaz2wsx',
  'iloveyou1',
  'welcome1',
  'admin123',
  'admin1',
  'letmein1',
  'monkey1',
  'dragon1',
  'india123',
  'india1',
  'love123',
  'test123',
  'test1',
  'user123',
  'hello123',
  'sunshine1',
  'princess1',
  'football1',
  'cricket1',
  'master1',
  'shadow1',
  'ganesh123',
  'krishna123',
  'sairam123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
