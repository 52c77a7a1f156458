/**
 * How every tool here starts Debian's Chromium (Playwright tests, Lighthouse, the idle-page benchmark): headless
 * in a container, with nothing that reaches the network on its own (no network except the npm registry here).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
