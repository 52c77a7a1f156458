import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * The browser's check of a picked picture before it is sent ("Please select an image" when none is
 * chosen, "File size should be less than 5MB" above the limit). The server checks again, and the type by content.
 */
export function checkImageFile(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0 || (file.type !== '' && !file.type.startsWith('image/'))) return MSG.selectImage;
  if (file.size > LIMITS.uploadBytes) return MSG.fileTooLarge;
  return null;
}

/**
 * Whether a file's first bytes are those of a picture the upload accepts (JPEG, PNG, WebP, GIF), the same types
 * the server checks by content: a renamed PDF or text file is caught in the browser before it is sent.
 */
export function hasImageSignature(head: Uint8Array): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  return (
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0x47, 0x49, 0x46, 0x38]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}
