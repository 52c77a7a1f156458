import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gb-config-')), ...env });

describe('S3 storage settings', () => {
  it('keep the local folder when no S3_* variable is set', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it('read a MinIO-style setup, trimming trailing slashes', () => {
    expect(
      load({
        S3_BUCKET: 'gigbazaar-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.in/',
      }).s3,
    ).toEqual({
      bucket: 'gigbazaar-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.in',
    });
    // On AWS itself the SDK's credential chain (instance role) may supply the keys.
    expect(load({ S3_BUCKET: 'gb-files', S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      region: 'ap-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('explain bad values and incomplete combinations in sentences', () => {
    const bad = () =>
      load({
        S3_BUCKET: 'No_Such Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_PUBLIC_URL: 'cdn',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/S3_BUCKET must be a bucket name/);
    expect(bad).toThrow(/S3_ENDPOINT must be a web address starting with http:\/\/ or https:\/\//);
    expect(bad).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(bad).toThrow(/S3_PUBLIC_URL must be a web address/);
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'x' })).toThrow(
      /S3_BUCKET must be set to store uploads in S3 \(S3_ENDPOINT, S3_REGION are set\)/,
    );
    expect(() => load({ S3_BUCKET: 'gb-files', S3_ACCESS_KEY_ID: 'only-half' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });
});
