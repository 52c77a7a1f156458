import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANT_WIDTHS } from '@gigbazaar/shared/rules/images';
import type { AppConfig } from './config';
import type { S3Config } from './s3-config';

export type Visibility = 'public' | 'private';

/** A stored file opened for reading: streamed, never held whole in memory. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where uploaded and generated files live. Every store answers with the same relative URLs
 * (`/uploads/<visibility>/<key>`), which is what the database keeps: switching stores, or putting a CDN in
 * front, never rewrites a row, and the pages' srcset variants (`.w480.webp` beside `.webp`) keep their names.
 * Public files are reached at /uploads/public/... (served, streamed or redirected by `register`); private files
 * only through the uploads module's route, which checks who is asking before calling `read`.
 */
export interface Storage {
  /** Saves bytes at a relative key and returns the URL the file is reached at. */
  put(visibility: Visibility, key: string, bytes: Buffer): Promise<string>;
  putPublic(key: string, bytes: Buffer): Promise<string>;
  /** The file at a key, or null when there is none. */
  read(visibility: Visibility, key: string): Promise<StoredFile | null>;
  /** The bytes of a private file, or null when there is none. */
  readPrivate(key: string): Promise<Buffer | null>;
  exists(visibility: Visibility, key: string): Promise<boolean>;
  /** Removes the file at a key; removing one that is not there is not an error. */
  delete(visibility: Visibility, key: string): Promise<void>;
  /** Adds the /uploads/public/* route this store needs. */
  register(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

/** The store the configuration asks for: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: AppConfig): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'uploads'));
}

/** Origins other than this one that pages load uploaded images from (for the CSP's img-src). */
export function storageOrigins(config: AppConfig): string[] {
  return config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
}

/** The visibility and key behind an upload URL, or null for anything that is not one. */
export function parseStoredUrl(url: string): { visibility: Visibility; key: string } | null {
  const m = /^\/uploads\/(public|private)\/(.+)$/.exec(url);
  return m ? { visibility: m[1] as Visibility, key: safeKey(m[2]!) } : null;
}

/**
 * Deletes the file behind an upload URL and, for a public image, the srcset variants written beside it
 * (e.g. when an account is erased). URLs that are not uploads (outside images, defaults) are left alone.
 */
export async function deleteStoredUrl(storage: Storage, url: string): Promise<void> {
  const at = parseStoredUrl(url);
  if (!at) return;
  const keys = [at.key];
  if (at.visibility === 'public' && at.key.endsWith('.webp') && !/\.w\d+\.webp$/.test(at.key)) {
    keys.push(...IMAGE_VARIANT_WIDTHS.map((w) => at.key.replace(/\.webp$/, `.w${w}.webp`)));
  }
  await Promise.all(keys.map((k) => storage.delete(at.visibility, k)));
}

const urlOf = (visibility: Visibility, key: string) => `/uploads/${visibility}/${key}`;

/** Names are random or content-addressed, so a stored public file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

async function toBuffer(file: StoredFile | null): Promise<Buffer | null> {
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Local file storage under DATA_DIR/uploads. Public files are served by this process at /uploads/public/...
 * with immutable caching. One machine only: a second API process elsewhere would not see these files.
 */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  private file(visibility: Visibility, key: string) {
    return path.join(this.root, visibility, safeKey(key));
  }

  async put(visibility: Visibility, key: string, bytes: Buffer): Promise<string> {
    const file = this.file(visibility, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return urlOf(visibility, safeKey(key));
  }

  async putPublic(key: string, bytes: Buffer): Promise<string> {
    return this.put('public', key, bytes);
  }

  async read(visibility: Visibility, key: string): Promise<StoredFile | null> {
    const file = this.file(visibility, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(file), size: info.size };
    } catch {
      return null;
    }
  }

  async readPrivate(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file('private', key));
    } catch {
      return null;
    }
  }

  async exists(visibility: Visibility, key: string): Promise<boolean> {
    try {
      return (await stat(this.file(visibility, key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await rm(this.file(visibility, key), { force: true });
  }

  async register(app: FastifyInstance) {
    const dir = path.join(this.root, 'public');
    await mkdir(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/public/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  async close() {}
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces …), so API processes on several machines serve
 * the same uploads. Objects are kept under `public/<key>` and `private/<key>`, mirroring the URLs; only the
 * `public/` prefix may ever be made readable by anyone (bucket policy or CDN). Private files are streamed from
 * the bucket by the uploads route after its check; public ones are redirected to S3_PUBLIC_URL when set, else
 * streamed by this process.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Whole-body checksums only where S3 requires them: the newer default (CRC32 on every call) is not
      // understood by many S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A stalled store fails the one request (and is retried by the SDK) instead of holding it open forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  private objectKey(visibility: Visibility, key: string) {
    return `${visibility}/${safeKey(key)}`;
  }

  async put(visibility: Visibility, key: string, bytes: Buffer): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(visibility, key),
        Body: bytes,
        ContentType: contentTypeOf(key),
        // What a CDN or the bucket itself sends to browsers; private objects are never cached on the way.
        CacheControl: visibility === 'public' ? IMMUTABLE : 'private, no-store',
      }),
    );
    return urlOf(visibility, safeKey(key));
  }

  async putPublic(key: string, bytes: Buffer): Promise<string> {
    return this.put('public', key, bytes);
  }

  async read(visibility: Visibility, key: string): Promise<StoredFile | null> {
    try {
      const got = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(visibility, key) }),
      );
      if (!got.Body) return null;
      return {
        body: got.Body as Readable,
        contentType: got.ContentType ?? contentTypeOf(key),
        size: got.ContentLength,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async readPrivate(key: string): Promise<Buffer | null> {
    return toBuffer(await this.read('private', key));
  }

  async exists(visibility: Visibility, key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(visibility, key) }),
      );
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(visibility, key) }),
    );
  }

  async register(app: FastifyInstance) {
    const { publicUrl } = this.config;
    app.get<{ Params: { '*': string } }>('/uploads/public/*', async (request, reply) => {
      const key = safeKey(request.params['*']);
      if (publicUrl) {
        // A short-lived redirect, not a permanent one: moving to another CDN must not leave browsers stuck.
        return reply
          .header('Cache-Control', 'public, max-age=86400')
          .redirect(`${publicUrl}/${this.objectKey('public', key)}`, 302);
      }
      const file = key ? await this.read('public', key) : null;
      if (!file) return reply.callNotFound();
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply.header('Cache-Control', IMMUTABLE).type(file.contentType).send(file.body);
    });
  }

  async close() {
    this.client.destroy();
  }
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** A key can never climb out of its folder. */
const safeKey = (key: string) => key.replace(/\.{2,}/g, '').replace(/^\/+/, '');
