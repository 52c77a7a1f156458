import { expect, it } from 'vitest';
import { imageSrcSet, imageVariant, smallImage } from './images';

it('names the narrow variant beside an uploaded image', () => {
  expect(imageVariant('/uploads/public/gigs/a1.webp', 480)).toBe('/uploads/public/gigs/a1.w480.webp');
});

it('leaves other URLs alone', () => {
  expect(imageVariant('data:image/svg+xml,abc', 480)).toBe('data:image/svg+xml,abc');
  expect(imageVariant('/uploads/public/x.png', 480)).toBe('/uploads/public/x.png');
});

it('lists every variant and the full image in the srcset', () => {
  expect(imageSrcSet('/uploads/public/gigs/a1.webp')).toBe(
    '/uploads/public/gigs/a1.w480.webp 480w, /uploads/public/gigs/a1.w720.webp 720w, ' +
      '/uploads/public/gigs/a1.w960.webp 960w, /uploads/public/gigs/a1.webp 1280w',
  );
  expect(imageSrcSet('data:image/svg+xml,abc')).toBeUndefined();
});

it('shows the 480 variant of an uploaded picture in small slots, and other pictures as they are', () => {
  expect(smallImage('/uploads/public/u/1b2c.webp')).toBe('/uploads/public/u/1b2c.w480.webp');
  expect(smallImage('/uploads/public/avatars/demo-aarav.webp')).toBe('/uploads/public/avatars/demo-aarav.webp');
  expect(smallImage('data:image/svg+xml,x')).toBe('data:image/svg+xml,x');
});
