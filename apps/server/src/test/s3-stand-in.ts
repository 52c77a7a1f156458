import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../platform/s3-config';

// The SDK warns once per process that its 2027 releases will need Node 22; the pinned release runs on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface S3StandIn {
  /** Settings for S3Storage pointing at a fresh, empty bucket of the stand-in. */
  config: S3Config;
  /** Lists what the bucket holds under a prefix (object keys), to check what was written or removed. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on a free port of 127.0.0.1, storing in a temporary folder, with one
 * new bucket: the S3 store is tested against the real wire protocol without any network or account.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gb-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const config: S3Config = {
    bucket: `gb-test-${randomBytes(4).toString('hex')}`,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed development keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
