import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Local file storage under DATA_DIR/uploads; public files are served at /uploads/public/... */
export class LocalStorage {
  constructor(readonly root: string) {}

  /** Saves bytes at a relative key and returns the public URL. */
  async putPublic(key: string, bytes: Buffer): Promise<string> {
    const safe = key.replace(/\.\.+/g, '').replace(/^\/+/, '');
    const file = path.join(this.root, 'public', safe);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return `/uploads/public/${safe}`;
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
