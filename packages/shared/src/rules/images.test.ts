import { expect, it } from 'vitest';
import { imageVariant } from './images';

it('names the narrow variant beside an uploaded image', () => {
  expect(imageVariant('/uploads/public/gigs/a1.webp', 480)).toBe('/uploads/public/gigs/a1.w480.webp');
});

it('leaves other URLs alone', () => {
  expect(imageVariant('data:image/svg+xml,abc', 480)).toBe('data:image/svg+xml,abc');
  expect(imageVariant('/uploads/public/x.png', 480)).toBe('/uploads/public/x.png');
});
