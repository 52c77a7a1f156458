import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANT_WIDTHS } from '@gigbazaar/shared/rules/images';

export type Visibility = 'public' | 'private';

/**
 * Local file storage under DATA_DIR/uploads. Public files are served by this process at /uploads/public/...
 * with immutable caching; private files are never served statically, only through the uploads module's
 * route, which checks who is asking.
 */
export class LocalStorage {
  constructor(readonly root: string) {}

  /** Saves bytes at a relative key and returns the URL the file is reached at. */
  async put(visibility: Visibility, key: string, bytes: Buffer): Promise<string> {
    const safe = safeKey(key);
    const file = path.join(this.root, visibility, safe);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return `/uploads/${visibility}/${safe}`;
  }

  async putPublic(key: string, bytes: Buffer): Promise<string> {
    return this.put('public', key, bytes);
  }

  /** The bytes of a private file, or null when there is none. */
  async readPrivate(key: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.root, 'private', safeKey(key)));
    } catch {
      return null;
    }
  }

  /**
   * Deletes the file stored at a URL from `put` (and, for a WebP image, the narrower `.w<width>` variants beside
   * it). A file already gone is fine; a URL outside this storage is ignored.
   */
  async remove(url: string): Promise<void> {
    const match = /^\/uploads\/(public|private)\/(.+)$/.exec(url);
    if (!match) return;
    const key = safeKey(match[2]!);
    const files = [key];
    if (key.endsWith('.webp')) for (const w of IMAGE_VARIANT_WIDTHS) files.push(key.replace(/\.webp$/, `.w${w}.webp`));
    await Promise.all(files.map((f) => rm(path.join(this.root, match[1]!, f), { force: true })));
  }

  async register(app: FastifyInstance) {
    const dir = path.join(this.root, 'public');
    await mkdir(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/public/',
      decorateReply: false,
      index: false,
      // Names are random or content-addressed, so a stored file never changes under its URL.
      immutable: true,
      maxAge: '365d',
    });
  }
}

/** A key can never climb out of its folder. */
const safeKey = (key: string) => key.replace(/\.\.+/g, '').replace(/^\/+/, '');
