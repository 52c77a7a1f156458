import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * The browser's check of a picked picture before it is sent (spec 2: "Please select an image" when none is
 * chosen, "File size should be less than 5MB" above the limit). The server checks again, and the type by content.
 */
export function checkImageFile(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0 || (file.type !== '' && !file.type.startsWith('image/'))) return MSG.selectImage;
  if (file.size > LIMITS.uploadBytes) return MSG.fileTooLarge;
  return null;
}
