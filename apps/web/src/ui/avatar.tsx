import { smallImage } from '@gigbazaar/shared/rules/images';

/** The default picture for users without one: an inline SVG, so it never fails to load. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cbd5e1"/><circle cx="32" cy="25" r="12" fill="#f8fafc"/><path d="M10 58c3-12 12-18 22-18s19 6 22 18" fill="#f8fafc"/></svg>',
  );

export function Avatar({
  src,
  alt,
  size = 40,
  className,
}: {
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={src ? smallImage(src) : DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      className={className}
      // overflow keeps a broken image's alt text inside the circle until onError swaps in the default picture.
      style={{ borderRadius: '50%', objectFit: 'cover', width: size, height: size, flexShrink: 0, overflow: 'hidden' }}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        if (event.currentTarget.src !== DEFAULT_AVATAR) event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}
