/*
 * The plain values of schemas/uploads.ts (which re-exports them), apart from its zod schemas: the image picker needs
 * the accepted types, not the schemas, and its screens (Settings, registration) do not load zod for it.
 */

/** The accepted image types, for the browser's file picker (the server checks the bytes, not this). */
export const UPLOAD_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
