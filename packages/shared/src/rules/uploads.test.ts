import { expect, it } from 'vitest';
import { MSG } from '../messages';
import { checkImageFile } from './uploads';

it('asks for an image when nothing, an empty file or a non-image is picked', () => {
  expect(checkImageFile(null)).toBe(MSG.selectImage);
  expect(checkImageFile({ size: 0, type: 'image/png' })).toBe(MSG.selectImage);
  expect(checkImageFile({ size: 10, type: 'application/pdf' })).toBe(MSG.selectImage);
});

it('allows up to exactly 5 MB', () => {
  expect(checkImageFile({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
  expect(checkImageFile({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(MSG.fileTooLarge);
  // Some systems report no type; the server decides by content.
  expect(checkImageFile({ size: 1000, type: '' })).toBeNull();
});
