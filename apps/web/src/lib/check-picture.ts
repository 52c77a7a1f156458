import { MSG } from '@gigbazaar/shared/messages';
import { checkImageFile, hasImageSignature } from '@gigbazaar/shared/rules/uploads';

/** Whether the browser can actually draw the file (a truncated or corrupt picture cannot be decoded). */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The browser's full check of a picked profile picture, before any preview or upload: present and under 5 MB
 * (the settings sentences), then a JPEG, PNG, WebP or GIF by its content (not its name) that really decodes.
 * Answers the sentence to show, or null when the picture is fine.
 */
export async function checkPicture(file: File | null): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem || !file) return problem ?? MSG.selectImage;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!hasImageSignature(head)) return MSG.selectImage;
  return (await decodes(file)) ? null : MSG.selectImage;
}
