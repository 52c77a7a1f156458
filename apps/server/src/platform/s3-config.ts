import { trimEndChars } from '@gigbazaar/shared/rules/text';
import { z } from 'zod';

/** Where uploads go when S3_BUCKET is set (platform/storage.ts `S3Storage`); unset means the local folder. */
export interface S3Config {
  bucket: string;
  /** Unset means AWS itself; set it for MinIO, Cloudflare R2, DigitalOcean Spaces and the like. */
  endpoint?: string;
  region: string;
  /** Unset means the SDK's own credential chain (instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most stand-ins need it). */
  forcePathStyle: boolean;
  /**
   * Where browsers can fetch the bucket's `public/` objects directly (a CDN or the bucket's own address), without
   * a trailing slash. Unset: this process streams `/uploads/public/*` from the bucket itself.
   */
  publicUrl?: string;
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const httpUrl = (name: string) =>
  optional.refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), {
    message: `${name} must be a web address starting with http:// or https://`,
  });

/** The S3_* variables, spread into config.ts's schema so every bad value is reported with the others. */
export const S3_ENV = {
  S3_BUCKET: optional.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
  }),
  S3_ENDPOINT: httpUrl('S3_ENDPOINT'),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.refine((v) => v === undefined || v === 'true' || v === 'false', {
    message: 'S3_FORCE_PATH_STYLE must be true or false',
  }),
  S3_PUBLIC_URL: httpUrl('S3_PUBLIC_URL'),
};

type S3Env = { [K in keyof typeof S3_ENV]: string | undefined };

/** The S3 settings as a whole, or the sentence saying which combination does not work. */
export function s3ConfigFrom(e: S3Env): { s3?: S3Config; problem?: string } {
  const others = (Object.keys(S3_ENV) as Array<keyof S3Env>).filter((k) => k !== 'S3_BUCKET' && e[k] !== undefined);
  if (!e.S3_BUCKET) {
    return others.length
      ? {
          problem: `S3_BUCKET must be set to store uploads in S3 (${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set).`,
        }
      : {};
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return { problem: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset).' };
  }
  return {
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT === undefined ? undefined : trimEndChars(e.S3_ENDPOINT, '/'),
      region: e.S3_REGION ?? 'us-east-1',
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      publicUrl: e.S3_PUBLIC_URL === undefined ? undefined : trimEndChars(e.S3_PUBLIC_URL, '/'),
    },
  };
}
