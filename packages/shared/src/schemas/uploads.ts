import { z } from 'zod';

/** POST /uploads form field `visibility`: public files are served to anyone, private ones to their owner and admins. */
export const ZUploadVisibility = z.enum(['public', 'private']);
export type TUploadVisibility = z.infer<typeof ZUploadVisibility>;

/** The accepted image types, for the browser's file picker (the server checks the bytes, not this). */
export const UPLOAD_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export const ZUploadResponse = z.object({ url: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
