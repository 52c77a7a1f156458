import { expect, it } from 'vitest';
import { MSG } from '../messages';
import { checkImageFile, hasImageSignature } from './uploads';

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

it('recognises JPEG, PNG, GIF and WebP by their first bytes, and nothing else', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  expect(hasImageSignature(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
  expect(hasImageSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
  expect(hasImageSignature(new TextEncoder().encode('GIF89a'))).toBe(true);
  expect(hasImageSignature(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
  expect(hasImageSignature(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBe(false);
  expect(hasImageSignature(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  expect(hasImageSignature(new TextEncoder().encode('hello, not a picture'))).toBe(false);
  expect(hasImageSignature(bytes())).toBe(false);
});
