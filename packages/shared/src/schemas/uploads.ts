import { z } from 'zod';

/** POST /uploads form field `visibility`: public files are served to anyone, private ones to their owner and admins. */
export const ZUploadVisibility = z.enum(['public', 'private']);
export type TUploadVisibility = z.infer<typeof ZUploadVisibility>;

export { UPLOAD_IMAGE_ACCEPT } from './uploads-constants';

export const ZUploadResponse = z.object({ url: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
