import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) is a set of files that one process loads into memory and writes back: a second
 * process opening the same files (the admin CLI beside a running server) works on its own copy, and whichever
 * closes last overwrites the other's writes. So every process that opens `<DATA_DIR>/db` first takes this lock:
 * a file created atomically (`wx`, O_EXCL) holding the owner's pid and start time, removed when the owner closes
 * the database or exits. A lock whose owner is gone (SIGKILL, power loss) is stale and taken over.
 */
export const LOCK_FILE = 'gigbazaar.lock';

export class DataDirLockedError extends Error {
  constructor(readonly pid: number) {
    super(`GigBazaar is running on this data directory (pid ${pid}); stop it first, or promote from the admin pages`);
    this.name = 'DataDirLockedError';
  }
}

/** For the command-line tools: a refusal is the sentence and exit code 1, without a stack trace. */
export function exitIfDataDirLocked(err: unknown): void {
  if (!(err instanceof DataDirLockedError)) return;
  console.error(err.message);
  process.exit(1);
}

interface Owner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), so a recycled pid is not mistaken for the owner. */
  start?: string;
}

/** Field 22 of /proc/<pid>/stat; undefined where /proc is missing (macOS) — the pid alone then decides. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are fixed.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(owner: Owner): boolean {
  // In a container the server is often pid 1 on every start: a lock naming our own pid was left by an earlier
  // life of this pid (this process takes a lock once per directory and checks its own set first).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user — alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const now = startTime(owner.pid);
  return !owner.start || !now || now === owner.start;
}

function readOwner(file: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : { pid: 0 };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Half-written or foreign content: no live owner can be named, so it is stale.
    return { pid: 0 };
  }
}

const held = new Map<string, () => void>();

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError naming the live owner. Nothing in the directory is
 * touched when it refuses.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirLockedError(process.pid);
  const me: Owner = { pid: process.pid, start: startTime(process.pid) };
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
    }
    const owner = readOwner(file);
    if (!owner) continue; // released between our create and our read: try again
    if (owner.pid && alive(owner)) throw new DataDirLockedError(owner.pid);
    // Stale. Move it aside atomically, so of two processes taking it over at once only one removes it; if what we
    // moved turns out to be a live owner's fresh lock (the other process won), put it back and refuse.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    if (moved && moved.pid && moved.pid !== owner.pid && alive(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // someone holds it again already
      }
      unlinkSync(aside);
      throw new DataDirLockedError(moved.pid);
    }
    unlinkSync(aside);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(dir);
    process.off('exit', release);
    // Remove only our own lock: never one a later owner took over.
    if (readOwner(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  held.set(dir, release);
  // An exit without closing the database (process.exit on a second signal, the watchdog's exit) still frees it.
  process.on('exit', release);
  return { release };
}
