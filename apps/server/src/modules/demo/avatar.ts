import sharp from 'sharp';

const PALETTE = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#15803d', '#a21caf', '#c2410c', '#0369a1'];

/** A local, deterministic avatar (initials on a coloured disc) so demo data needs no download. */
export async function makeAvatar(name: string, index: number): Promise<Buffer> {
  const initials = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  const bg = PALETTE[index % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#111827" stop-opacity="0.35"/></linearGradient></defs>
  <rect width="256" height="256" fill="${bg}"/><rect width="256" height="256" fill="url(#g)"/>
  <circle cx="200" cy="52" r="22" fill="#f59e0b" opacity="0.9"/>
  <text x="128" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
