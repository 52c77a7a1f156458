import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

let other: ChildProcess;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gb-lock-'));
  dirs.push(dir);
  return dir;
};

beforeAll(() => {
  // A live process that is not this one, to stand for a running server.
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('takes the lock with its pid, refuses a second taker in the same process, and removes it on release', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  lock.release();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  lockDataDir(dir).release();
});

it('refuses while the owner lives, naming its pid in the sentence, and touches nothing', () => {
  const dir = tempDir();
  const owner = JSON.stringify({ pid: other.pid });
  writeFileSync(path.join(dir, LOCK_FILE), owner);
  expect(() => lockDataDir(dir)).toThrow(
    `GigBazaar is running on this data directory (pid ${other.pid}); stop it first, or promote from the admin pages`,
  );
  expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(owner);
});

it('takes over a stale lock: a dead owner, a recycled pid, our own pid from an earlier life, or garbage', () => {
  for (const content of [
    JSON.stringify({ pid: 2 ** 22 + 12345 }), // beyond pid_max: no such process
    JSON.stringify({ pid: other.pid, start: '1' }), // the pid lives, but it is another process than the owner
    JSON.stringify({ pid: process.pid }),
    'half-writ',
  ]) {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), content);
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  }
});

it('release never removes a lock another process took over meanwhile', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  const theirs = JSON.stringify({ pid: other.pid });
  writeFileSync(path.join(dir, LOCK_FILE), theirs);
  lock.release();
  expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(theirs);
});
