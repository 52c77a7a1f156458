import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeNext('/settings')).toBe('/settings');
    expect(safeNext('/settings?tab=security')).toBe('/settings?tab=security');
    expect(safeNext('/beta-settings#skills')).toBe('/beta-settings#skills');
  });

  it('refuses anything that could leave the site, and the login pages themselves', () => {
    for (const bad of [
      null,
      '',
      'settings',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?next=/settings',
      '/register',
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
    // An encoded backslash stays an encoded path segment of this site.
    expect(safeNext('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
  });
});

describe('loginReturningTo', () => {
  it('carries the page in ?next=, and nothing for the home page or an unsafe path', () => {
    expect(loginReturningTo('/settings?tab=security')).toBe('/login?next=%2Fsettings%3Ftab%3Dsecurity');
    expect(loginReturningTo('/')).toBe('/login');
    expect(loginReturningTo('//evil.example')).toBe('/login');
  });
});
