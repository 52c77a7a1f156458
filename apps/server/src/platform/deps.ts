import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { EventBus } from './event-bus';
import type { JobQueue } from './jobs/runner';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';
import type { Storage } from './storage';

/** What services need from the platform; built once in buildApp and passed down explicitly. */
export interface Deps {
  config: AppConfig;
  database: Database;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  storage: Storage;
  /** Live events to users' sockets, in this process or (with Redis) any other. */
  bus: EventBus;
  /** The durable job queue's worker in this process: `wake()` it after committing new jobs (mail) to run them now. */
  jobs: JobQueue;
}
