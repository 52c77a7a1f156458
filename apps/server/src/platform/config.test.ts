import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'gb-config-'));

describe('loadConfig', () => {
  it('works with no settings at all (embedded defaults) and keeps its generated secret', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ port: 3000, databaseUrl: undefined, serveWeb: true, publicUrl: 'http://localhost:3000' });
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a.sessionSecret);
  });

  it('explains every bad value in one message', () => {
    const run = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PORT: PORT must be a number/);
    expect(run).toThrow(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    expect(run).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('refuses production against PostgreSQL without SESSION_SECRET', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/gigbazaar' }),
    ).toThrow(/SESSION_SECRET must be set/);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/gigbazaar',
        SESSION_SECRET: 'x'.repeat(40),
      }).sessionSecret,
    ).toBe('x'.repeat(40));
  });

  it('reads admin usernames case-insensitively', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAMES: ' Aarav, priya ,' }).adminUsernames).toEqual([
      'aarav',
      'priya',
    ]);
  });

  it('drains for a few seconds on shutdown in production and briefly elsewhere, unless SHUTDOWN_DRAIN_MS says', () => {
    const dir = dataDir();
    const prod = { DATA_DIR: dir, NODE_ENV: 'production' } as const;
    expect(loadConfig(prod).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dir }).shutdownDrainMs).toBe(250);
    expect(loadConfig({ ...prod, SHUTDOWN_DRAIN_MS: '12000' }).shutdownDrainMs).toBe(12_000);
    expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(
      /SHUTDOWN_DRAIN_MS must be a number/,
    );
  });
});
