import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@gigbazaar/shared/rules/images';
import { CATEGORY_LABELS, type TCategory } from '@gigbazaar/shared/constants';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { trimEndChars } from '@gigbazaar/shared/rules/text';
import type { Storage } from '../../platform/storage';

/**
 * Demo gig artwork, drawn locally as SVG and rasterised with sharp: a cover and four gallery images
 * per gig, each stored full size (1280×853) and as the narrower `.w<width>.webp` variants srcsets offer.
 * Nothing is downloaded. File names carry a hash of the SVG, so changed artwork gets a new URL
 * (uploads are served as immutable) and unchanged artwork is never drawn twice.
 */

export const ART_SIZE = { width: 1280, height: 853 } as const;
// Effort 2 is within 4% of the default effort's size at half the encoding time.
const WEBP = { quality: 78, effort: 2 } as const;

/** DejaVu Sans ships with most Linux systems; the rest is a fallback chain ending in the generic family. */
const FONT = "'DejaVu Sans', Verdana, 'Noto Sans', Arial, sans-serif";

export interface GigArtInput {
  slug: string;
  cat: TCategory;
  shortTitle: string;
  shortDesc: string;
  features: string[];
  deliveryTime: number;
  revisionNumber: number;
  priceRupees: number;
  seller: string;
  /** Position of the gig among its category's gigs: picks the colour variant. */
  variant: number;
}

export interface GigArtUrls {
  cover: string;
  images: string[];
}

// ───────────────────────────── text measuring ─────────────────────────────

/** Advance widths (per 1000 em) of DejaVu Sans Book and Bold for ASCII 32–126, read from the font files. */
const W_BOOK = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636,
  636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
  748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635,
  615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636,
  337, 636, 838,
];
const W_BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838,
];
const W_EXTRA: Record<string, [number, number]> = {
  '₹': [636, 696],
  '·': [318, 380],
  '–': [500, 500],
  '—': [1000, 1000],
  '’': [318, 380],
  '‘': [318, 380],
  '“': [518, 657],
  '”': [518, 657],
  '×': [838, 838],
};

/** Width in px of `text` at `size` (a slight over-estimate keeps other fallback fonts inside the box). */
export function textWidth(text: string, size: number, bold = true, letterSpacing = 0): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 32 && code < 127) units += (bold ? W_BOLD : W_BOOK)[code - 32]!;
    else units += W_EXTRA[ch]?.[bold ? 1 : 0] ?? (bold ? 760 : 700);
  }
  return ((units * size) / 1000) * 1.03 + letterSpacing * [...text].length;
}

/** Greedy word wrap; null when a line cannot fit or more than `maxLines` are needed. */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number, bold = true): string[] | null {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) <= maxWidth) {
      line = next;
      continue;
    }
    if (!line || textWidth(word, size, bold) > maxWidth) return null;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** The largest size from `sizes` at which the text fits; at the smallest size, extra text is cut with an ellipsis. */
export function fitText(
  text: string,
  sizes: number[],
  maxWidth: number,
  maxLines: number,
  bold = true,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapText(text, size, maxWidth, maxLines, bold);
    if (lines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) <= maxWidth) line = next;
    else {
      lines.push(line || word);
      line = line ? word : '';
      if (lines.length === maxLines) break;
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  const last = lines.length - 1;
  if (lines.join(' ').length < text.length) {
    let cut = lines[last]!;
    while (cut && textWidth(`${cut}…`, size, bold) > maxWidth) cut = cut.slice(0, -1);
    lines[last] = `${trimEndChars(cut, (ch) => ',.;:–-'.includes(ch) || ch.trim() === '')}…`;
  }
  return { size, lines };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function textLines(
  lines: string[],
  x: number,
  firstBaseline: number,
  size: number,
  lineHeight: number,
  attrs: string,
): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${Math.round(firstBaseline + i * lineHeight)}" font-size="${size}" ${attrs}>${esc(l)}</text>`,
    )
    .join('');
}

// ───────────────────────────── colour ─────────────────────────────

/** Base hue and saturation per category, and the hue of its accent colour. */
const CATEGORY_COLOUR: Record<TCategory, { h: number; s: number; ah: number }> = {
  tech: { h: 204, s: 72, ah: 42 },
  dev: { h: 246, s: 58, ah: 160 },
  design: { h: 332, s: 62, ah: 45 },
  web: { h: 170, s: 64, ah: 16 },
  animation: { h: 22, s: 86, ah: 196 },
  music: { h: 280, s: 52, ah: 326 },
  writing: { h: 36, s: 58, ah: 198 },
  marketing: { h: 354, s: 70, ah: 44 },
  photography: { h: 26, s: 34, ah: 190 },
  video: { h: 228, s: 20, ah: 356 },
  business: { h: 214, s: 50, ah: 40 },
  data: { h: 188, s: 74, ah: 330 },
  finance: { h: 150, s: 54, ah: 46 },
  consulting: { h: 112, s: 28, ah: 18 },
};

const HUE_STEPS = [0, 16, -14, 28, -24, 9, -6];

function hsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Scheme {
  dark: boolean;
  bg1: string;
  bg2: string;
  ink: string;
  sub: string;
  accent: string;
  /** Text colour on an accent fill. */
  onAccent: string;
  panel: string;
  panelOpacity: number;
  hue: number;
}

function scheme(cat: TCategory, variant: number, step = 0, forceDark?: boolean): Scheme {
  const c = CATEGORY_COLOUR[cat];
  const hue = c.h + HUE_STEPS[variant % HUE_STEPS.length]! + step;
  const dark = forceDark ?? variant % 2 === 0;
  if (dark) {
    return {
      dark,
      bg1: hsl(hue, c.s, 34),
      bg2: hsl(hue + 28, Math.min(90, c.s + 8), 15),
      ink: '#ffffff',
      sub: hsl(hue, 55, 86),
      accent: hsl(c.ah, 92, 63),
      onAccent: hsl(c.ah, 60, 14),
      panel: '#ffffff',
      panelOpacity: 0.1,
      hue,
    };
  }
  return {
    dark,
    bg1: hsl(hue, Math.max(30, c.s - 10), 95),
    bg2: hsl(hue + 22, c.s, 83),
    ink: hsl(hue, 55, 15),
    sub: hsl(hue, 35, 30),
    accent: hsl(hue, Math.min(85, c.s + 15), 45),
    onAccent: '#ffffff',
    panel: '#ffffff',
    panelOpacity: 0.65,
    hue,
  };
}

// ───────────────────────────── motifs ─────────────────────────────

interface MotifColours {
  /** lines */
  s: string;
  /** shape fill */
  f: string;
  fo: number;
  /** accent */
  a: string;
  /** details drawn on top of a light shape fill */
  d: string;
}

/** Category icons drawn in a 200×200 box. */
const MOTIFS: Record<TCategory, (c: MotifColours) => string> = {
  tech: ({ s, f, fo, a }) => {
    const pins = [70, 90, 110, 130]
      .map(
        (v) =>
          `<line x1="${v}" y1="26" x2="${v}" y2="50"/><line x1="${v}" y1="150" x2="${v}" y2="174"/>` +
          `<line x1="26" y1="${v}" x2="50" y2="${v}"/><line x1="150" y1="${v}" x2="174" y2="${v}"/>`,
      )
      .join('');
    return (
      `<g stroke="${s}" stroke-width="8" stroke-linecap="round" fill="none">${pins}</g>` +
      `<rect x="50" y="50" width="100" height="100" rx="16" fill="${f}" fill-opacity="${fo}" stroke="${s}" stroke-width="8"/>` +
      `<rect x="76" y="76" width="48" height="48" rx="8" fill="${a}"/>` +
      `<circle cx="100" cy="100" r="8" fill="${s}"/>`
    );
  },
  dev: ({ s, f, fo, a }) =>
    `<rect x="56" y="12" width="88" height="176" rx="18" fill="${f}" fill-opacity="${fo}" stroke="${s}" stroke-width="8"/>` +
    `<line x1="88" y1="30" x2="112" y2="30" stroke="${s}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="100" cy="170" r="6" fill="${s}"/>` +
    `<g fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">` +
    `<polyline points="86,72 70,92 86,112"/><polyline points="114,72 130,92 114,112"/><line x1="106" y1="68" x2="94" y2="116"/></g>` +
    `<rect x="72" y="130" width="24" height="18" rx="5" fill="${a}" opacity="0.7"/>` +
    `<rect x="104" y="130" width="24" height="18" rx="5" fill="${s}" opacity="0.55"/>`,
  design: ({ s, f, fo, a, d }) =>
    `<path d="M16 150 C 50 60, 150 200, 186 64" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>` +
    `<g stroke="${s}" stroke-width="4"><line x1="16" y1="150" x2="40" y2="100"/><line x1="186" y1="64" x2="170" y2="118"/></g>` +
    `<rect x="8" y="142" width="16" height="16" fill="${s}"/><rect x="178" y="56" width="16" height="16" fill="${s}"/>` +
    `<circle cx="40" cy="100" r="6" fill="${a}"/><circle cx="170" cy="118" r="6" fill="${a}"/>` +
    `<rect x="68" y="16" width="64" height="26" rx="6" fill="${s}"/>` +
    `<path d="M68 46 H132 L150 104 L100 186 L50 104 Z" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<line x1="100" y1="128" x2="100" y2="182" stroke="${d}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="100" cy="114" r="12" fill="${a}" stroke="${d}" stroke-width="6"/>`,
  web: ({ s, f, fo, a }) =>
    `<rect x="14" y="30" width="172" height="140" rx="16" fill="${f}" fill-opacity="${fo}" stroke="${s}" stroke-width="8"/>` +
    `<line x1="14" y1="62" x2="186" y2="62" stroke="${s}" stroke-width="8"/>` +
    `<circle cx="36" cy="46" r="6" fill="${a}"/><circle cx="56" cy="46" r="6" fill="${s}" opacity="0.6"/><circle cx="76" cy="46" r="6" fill="${s}" opacity="0.6"/>` +
    `<rect x="32" y="80" width="66" height="56" rx="8" fill="${a}"/>` +
    `<g fill="${s}"><rect x="110" y="82" width="58" height="10" rx="5" opacity="0.8"/><rect x="110" y="102" width="44" height="10" rx="5" opacity="0.55"/>` +
    `<rect x="110" y="122" width="52" height="10" rx="5" opacity="0.55"/><rect x="32" y="148" width="136" height="8" rx="4" opacity="0.35"/></g>`,
  animation: ({ s, a }) =>
    `<path d="M14 150 Q 56 14 100 150 Q 142 58 186 150" fill="none" stroke="${s}" stroke-width="5" stroke-dasharray="2 13" stroke-linecap="round"/>` +
    `<line x1="8" y1="172" x2="192" y2="172" stroke="${s}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="22" cy="140" r="11" fill="${a}" opacity="0.3"/><circle cx="56" cy="84" r="14" fill="${a}" opacity="0.5"/>` +
    `<ellipse cx="100" cy="156" rx="26" ry="15" fill="${a}"/>` +
    `<circle cx="142" cy="104" r="17" fill="${a}" opacity="0.8"/><circle cx="176" cy="128" r="19" fill="${a}" stroke="${s}" stroke-width="5"/>`,
  music: ({ s, f, fo, a, d }) => {
    const bars = [
      [14, 26],
      [32, 58],
      [50, 38],
      [150, 44],
      [168, 70],
      [186, 30],
    ]
      .map(([x, h]) => `<line x1="${x}" y1="${96 - h! / 2}" x2="${x}" y2="${96 + h! / 2}"/>`)
      .join('');
    return (
      `<g stroke="${a}" stroke-width="10" stroke-linecap="round">${bars}</g>` +
      `<rect x="76" y="18" width="48" height="96" rx="24" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8"/>` +
      `<g stroke="${d}" stroke-width="5" stroke-linecap="round"><line x1="86" y1="48" x2="114" y2="48"/><line x1="86" y1="64" x2="114" y2="64"/><line x1="86" y1="80" x2="114" y2="80"/></g>` +
      `<path d="M62 94 Q62 142 100 142 Q138 142 138 94" fill="none" stroke="${s}" stroke-width="8" stroke-linecap="round"/>` +
      `<g stroke="${s}" stroke-width="8" stroke-linecap="round"><line x1="100" y1="142" x2="100" y2="174"/><line x1="74" y1="176" x2="126" y2="176"/></g>`
    );
  },
  writing: ({ s, f, fo, a, d }) =>
    `<path d="M36 16 H114 L152 54 V184 H36 Z" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<polyline points="114,16 114,54 152,54" fill="none" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<g stroke="${d}" stroke-width="7" stroke-linecap="round" opacity="0.6"><line x1="58" y1="82" x2="128" y2="82"/><line x1="58" y1="104" x2="120" y2="104"/><line x1="58" y1="126" x2="110" y2="126"/><line x1="58" y1="148" x2="92" y2="148"/></g>` +
    `<g transform="rotate(38 150 120)"><rect x="138" y="54" width="26" height="104" rx="3" fill="${a}" stroke="${s}" stroke-width="6"/>` +
    `<path d="M138 158 H164 L151 186 Z" fill="${f}" stroke="${s}" stroke-width="6" stroke-linejoin="round"/><rect x="138" y="40" width="26" height="16" rx="4" fill="${s}"/></g>`,
  marketing: ({ s, f, fo, a }) =>
    `<path d="M44 82 L128 40 V160 L44 118 Z" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="18" y="78" width="30" height="44" rx="8" fill="${a}" stroke="${s}" stroke-width="8"/>` +
    `<path d="M62 124 L74 168 H94 L86 130" fill="none" stroke="${s}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"><path d="M146 74 Q162 100 146 126"/><path d="M164 56 Q192 100 164 144"/></g>`,
  photography: ({ s, f, fo, a, d }) =>
    `<path d="M64 58 L78 32 H122 L136 58" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="14" y="56" width="172" height="120" rx="20" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8"/>` +
    `<circle cx="100" cy="116" r="44" fill="${d}"/><circle cx="100" cy="116" r="31" fill="${a}"/>` +
    `<circle cx="88" cy="104" r="9" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="150" y="72" width="22" height="12" rx="4" fill="${a}"/><rect x="30" y="42" width="24" height="12" rx="4" fill="${s}"/>`,
  video: ({ s, f, fo, a }) =>
    `<rect x="12" y="26" width="176" height="120" rx="18" fill="${f}" fill-opacity="${fo}" stroke="${s}" stroke-width="8"/>` +
    `<circle cx="100" cy="86" r="34" fill="${a}"/><path d="M89 68 V104 L118 86 Z" fill="#ffffff"/>` +
    `<line x1="14" y1="174" x2="186" y2="174" stroke="${s}" stroke-width="8" stroke-linecap="round" opacity="0.4"/>` +
    `<line x1="14" y1="174" x2="112" y2="174" stroke="${a}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="112" cy="174" r="11" fill="${a}" stroke="${s}" stroke-width="5"/>`,
  business: ({ s, f, fo, a, d }) =>
    `<rect x="70" y="28" width="60" height="40" rx="12" fill="none" stroke="${s}" stroke-width="8"/>` +
    `<rect x="16" y="58" width="168" height="120" rx="18" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8"/>` +
    `<line x1="20" y1="108" x2="180" y2="108" stroke="${d}" stroke-width="8"/>` +
    `<rect x="84" y="94" width="32" height="28" rx="6" fill="${a}" stroke="${d}" stroke-width="6"/>`,
  data: ({ s, f, a }) =>
    `<polyline points="20,18 20,180 186,180" fill="none" stroke="${s}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="38" y="116" width="26" height="56" rx="5" fill="${a}" opacity="0.55"/><rect x="74" y="84" width="26" height="88" rx="5" fill="${a}" opacity="0.75"/>` +
    `<rect x="110" y="104" width="26" height="68" rx="5" fill="${a}" opacity="0.65"/><rect x="146" y="52" width="26" height="120" rx="5" fill="${a}"/>` +
    `<polyline points="51,92 87,60 123,80 159,26" fill="none" stroke="${s}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>` +
    [
      [51, 92],
      [87, 60],
      [123, 80],
      [159, 26],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${f}" stroke="${s}" stroke-width="5"/>`)
      .join(''),
  finance: ({ s, f, fo, a, d }) =>
    [150, 134, 118]
      .map(
        (y) =>
          `<ellipse cx="54" cy="${y + 20}" rx="42" ry="13" fill="${a}" stroke="${s}" stroke-width="6"/>` +
          `<rect x="12" y="${y + 6}" width="84" height="14" fill="${a}"/><ellipse cx="54" cy="${y + 6}" rx="42" ry="13" fill="${a}" stroke="${s}" stroke-width="6"/>`,
      )
      .join('') +
    `<circle cx="126" cy="84" r="64" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8"/>` +
    `<circle cx="126" cy="84" r="49" fill="none" stroke="${a}" stroke-width="5"/>` +
    `<text x="126" y="110" font-family="${FONT}" font-size="74" font-weight="700" fill="${d}" text-anchor="middle">₹</text>`,
  consulting: ({ s, f, fo, a, d }) =>
    `<path d="M38 24 H112 A22 22 0 0 1 134 46 V82 A22 22 0 0 1 112 104 H70 L42 128 V104 H38 A22 22 0 0 1 16 82 V46 A22 22 0 0 1 38 24 Z" fill="${f}" fill-opacity="${Math.max(fo, 0.9)}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<g fill="${d}"><circle cx="52" cy="64" r="8"/><circle cx="75" cy="64" r="8"/><circle cx="98" cy="64" r="8"/></g>` +
    `<path d="M90 92 H162 A22 22 0 0 1 184 114 V146 A22 22 0 0 1 162 168 H158 V192 L132 168 H90 A22 22 0 0 1 68 146 V114 A22 22 0 0 1 90 92 Z" fill="${a}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>` +
    `<g stroke="#ffffff" stroke-width="7" stroke-linecap="round"><line x1="90" y1="120" x2="160" y2="120"/><line x1="90" y1="142" x2="134" y2="142"/></g>`,
};

function motif(cat: TCategory, c: MotifColours, x: number, y: number, size: number, rotate = 0): string {
  const k = size / 200;
  const rot = rotate ? ` rotate(${rotate} 100 100)` : '';
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(3)})${rot}">${MOTIFS[cat](c)}</g>`;
}

// ───────────────────────────── layout helpers ─────────────────────────────

/** A small deterministic PRNG, so the same gig always gets the same decoration. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const { width: W, height: H } = ART_SIZE;

function svgDoc(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}"><defs>${defs}</defs>${body}</svg>`;
}

function gradient(id: string, a: string, b: string, angle: 'diag' | 'down' = 'diag'): string {
  const [x2, y2] = angle === 'diag' ? [1, 1] : [0.3, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

function chip(
  x: number,
  y: number,
  label: string,
  fill: string,
  color: string,
  size = 24,
  anchor: 'start' | 'end' = 'start',
) {
  const text = label.toUpperCase();
  const spacing = size * 0.12;
  const w = Math.round(textWidth(text, size, true, spacing) + size * 1.4);
  const h = Math.round(size * 2);
  const left = anchor === 'start' ? x : x - w;
  return {
    width: w,
    svg:
      `<rect x="${left}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>` +
      `<text x="${left + size * 0.7}" y="${y + h / 2 + size * 0.36}" font-size="${size}" font-weight="700" letter-spacing="${spacing.toFixed(1)}" fill="${color}">${esc(text)}</text>`,
  };
}

function dotGrid(x: number, y: number, cols: number, rows: number, gap: number, color: string, opacity: number) {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += `<circle cx="${x + c * gap}" cy="${y + r * gap}" r="3"/>`;
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
}

function checkIcon(cx: number, cy: number, r: number, fill: string, tick: string) {
  const k = r / 20;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    `<polyline points="${cx - 9 * k},${cy + 1 * k} ${cx - 2 * k},${cy + 8 * k} ${cx + 10 * k},${cy - 7 * k}" fill="none" stroke="${tick}" stroke-width="${4.5 * k}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function clockIcon(cx: number, cy: number, r: number, color: string) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="4"/>` +
    `<polyline points="${cx},${cy - r * 0.55} ${cx},${cy} ${cx + r * 0.45},${cy + r * 0.3}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`
  );
}

function loopIcon(cx: number, cy: number, r: number, color: string) {
  return (
    `<path d="M${cx + r} ${cy} A${r} ${r} 0 1 1 ${cx + r * 0.3} ${cy - r * 0.95}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"/>` +
    `<polyline points="${cx + r * 0.05},${cy - r * 1.35} ${cx + r * 0.45},${cy - r * 0.95} ${cx + r * 0.05},${cy - r * 0.5}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function pill(
  x: number,
  y: number,
  text: string,
  icon: 'clock' | 'loop' | null,
  bg: string,
  bgOpacity: number,
  color: string,
) {
  const size = 28;
  const iconW = icon ? 40 : 0;
  const w = Math.round(textWidth(text, size, true) + 48 + iconW + (icon ? 8 : 0));
  const h = 60;
  const iconSvg =
    icon === 'clock'
      ? clockIcon(x + 40, y + h / 2, 14, color)
      : icon === 'loop'
        ? loopIcon(x + 40, y + h / 2 + 3, 12, color)
        : '';
  return {
    width: w,
    svg:
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${bg}" fill-opacity="${bgOpacity}"/>` +
      iconSvg +
      `<text x="${x + 24 + iconW + (icon ? 8 : 0)}" y="${y + h / 2 + 10}" font-size="${size}" font-weight="700" fill="${color}">${esc(text)}</text>`,
  };
}

const days = (n: number) => (n === 1 ? '1-day delivery' : `${n}-day delivery`);
const revisions = (n: number) => (n === 0 ? 'No revisions' : n === 1 ? '1 revision' : `${n} revisions`);

const STEPS: Record<TCategory, [string, string, string]> = {
  tech: ['Share access', 'I set it up', 'You go live'],
  dev: ['Share your spec', 'Review builds', 'Launch'],
  design: ['Fill the brief', 'Pick a concept', 'Get final files'],
  web: ['Send content', 'Review the site', 'Go live'],
  animation: ['Agree the script', 'Approve frames', 'Get the video'],
  music: ['Send the brief', 'Hear a draft', 'Get studio files'],
  writing: ['Share the brief', 'Review the draft', 'Publish'],
  marketing: ['Set the goals', 'Launch', 'Track results'],
  photography: ['Send photos', 'Review edits', 'Download'],
  video: ['Upload footage', 'Review the cut', 'Post it'],
  business: ['Share details', 'Review the draft', 'Get the report'],
  data: ['Share your data', 'Review insights', 'Use it daily'],
  finance: ['Upload documents', 'CA review', 'Filed on time'],
  consulting: ['Book a slot', 'Talk it through', 'Get your notes'],
};

// ───────────────────────────── the five pictures ─────────────────────────────

function coverSvg(g: GigArtInput): string {
  const r = rng(`${g.slug}:cover`);
  const sc = scheme(g.cat, g.variant);
  const c: MotifColours = sc.dark
    ? { s: '#ffffff', f: '#ffffff', fo: 0.14, a: sc.accent, d: sc.bg2 }
    : { s: sc.ink, f: '#ffffff', fo: 1, a: sc.accent, d: sc.ink };
  const defs =
    gradient('bg', sc.bg1, sc.bg2) +
    `<radialGradient id="glow"><stop offset="0" stop-color="${sc.accent}" stop-opacity="${sc.dark ? 0.45 : 0.35}"/><stop offset="1" stop-color="${sc.accent}" stop-opacity="0"/></radialGradient>`;

  // Decoration: a glow behind the motif, two rings and a dot grid, placed from the gig's own seed.
  const mx = 960 + Math.round(r() * 40 - 20);
  const my = 420 + Math.round(r() * 50 - 25);
  const shape = r() < 0.5 ? 'circle' : 'square';
  const tilt = Math.round(r() * 16 - 8);
  const panel =
    shape === 'circle'
      ? `<circle cx="${mx}" cy="${my}" r="238" fill="${sc.panel}" fill-opacity="${sc.panelOpacity}"/>`
      : `<rect x="${mx - 218}" y="${my - 218}" width="436" height="436" rx="64" fill="${sc.panel}" fill-opacity="${sc.panelOpacity}" transform="rotate(${tilt} ${mx} ${my})"/>`;
  const ring1 = `<circle cx="${Math.round(640 + r() * 560)}" cy="${Math.round(-70 + r() * 70)}" r="${Math.round(90 + r() * 80)}" fill="none" stroke="${sc.ink}" stroke-opacity="0.12" stroke-width="14"/>`;
  const ring2 = `<circle cx="${Math.round(-30 + r() * 90)}" cy="${Math.round(700 + r() * 160)}" r="${Math.round(70 + r() * 70)}" fill="none" stroke="${sc.accent}" stroke-opacity="0.35" stroke-width="10"/>`;
  const [dx, dy] = [
    [1040, 56],
    [700, 56],
    [560, 730],
  ][Math.floor(r() * 3)]!;
  const dots = dotGrid(dx, dy, 7, 3, 26, sc.ink, 0.2);

  const cat = chip(84, 88, CATEGORY_LABELS[g.cat], sc.accent, sc.onAccent, 24);
  const fit = fitText(g.shortTitle, [96, 88, 80, 72, 64, 56], 600, 3);
  const lh = Math.round(fit.size * 1.12);
  const blockH = lh * (fit.lines.length - 1) + fit.size;
  const top = 200 + Math.round((360 - blockH) / 2);
  const title = textLines(fit.lines, 84, top + fit.size * 0.8, fit.size, lh, `font-weight="700" fill="${sc.ink}"`);
  const afterTitle = top + blockH + 44;
  const bar = `<rect x="84" y="${afterTitle}" width="96" height="8" rx="4" fill="${sc.accent}"/>`;
  const price = `<text x="84" y="${afterTitle + 62}" font-size="36" fill="${sc.sub}">from <tspan font-weight="700" fill="${sc.ink}">${esc(formatRupees(g.priceRupees))}</tspan>  ·  ${esc(days(g.deliveryTime))}</text>`;
  const initial = g.seller
    .replace(/[^a-z]/gi, '')
    .charAt(0)
    .toUpperCase();
  const seller =
    `<circle cx="110" cy="762" r="26" fill="${sc.accent}"/>` +
    `<text x="110" y="771" font-size="26" font-weight="700" fill="${sc.onAccent}" text-anchor="middle">${esc(initial)}</text>` +
    `<text x="150" y="771" font-size="28" fill="${sc.sub}">@${esc(g.seller)}</text>`;
  const brand = `<text x="1196" y="771" font-size="26" font-weight="700" fill="${sc.ink}" fill-opacity="0.55" text-anchor="end">GigBazaar</text>`;

  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<circle cx="${mx}" cy="${my}" r="420" fill="url(#glow)"/>` +
      ring1 +
      ring2 +
      dots +
      panel +
      motif(g.cat, c, mx - 160, my - 160, 320, tilt / 2) +
      cat.svg +
      title +
      bar +
      price +
      seller +
      brand,
    defs,
  );
}

/** Sample 1: a showcase card, the motif on a coloured panel beside the title and short description. */
function showcaseSvg(g: GigArtInput): string {
  const sc = scheme(g.cat, g.variant + 1, 8);
  const panelSc = scheme(g.cat, g.variant, 8, true);
  const defs = gradient('bg', sc.bg1, sc.bg2) + gradient('panel', panelSc.bg1, panelSc.bg2, 'down');
  const cardX = 90;
  const cardY = 130;
  const cardW = 1100;
  const cardH = 640;
  const panelW = 470;
  const c: MotifColours = { s: '#ffffff', f: '#ffffff', fo: 0.14, a: panelSc.accent, d: panelSc.bg2 };
  const textX = cardX + panelW + 56;
  const textW = cardW - panelW - 56 - 50;
  const fit = fitText(g.shortTitle, [60, 54, 48, 42], textW, 3);
  const lh = Math.round(fit.size * 1.15);
  const titleTop = cardY + 120;
  const title = textLines(
    fit.lines,
    textX,
    titleTop + fit.size * 0.8,
    fit.size,
    lh,
    `font-weight="700" fill="#1f2430"`,
  );
  const descTop = titleTop + lh * (fit.lines.length - 1) + fit.size + 48;
  const maxDescLines = Math.max(2, Math.floor((cardY + cardH - 130 - descTop) / 40));
  const desc = fitText(g.shortDesc, [28, 26], textW, maxDescLines, false);
  const descSvg = textLines(
    desc.lines,
    textX,
    descTop + desc.size,
    desc.size,
    Math.round(desc.size * 1.45),
    `fill="#4b5160"`,
  );
  const label = chip(textX, cardY + 48, CATEGORY_LABELS[g.cat], sc.accent, sc.onAccent, 20);
  const price = `<text x="${textX}" y="${cardY + cardH - 56}" font-size="30" fill="#4b5160">Starting at <tspan font-weight="700" fill="#1f2430">${esc(formatRupees(g.priceRupees))}</tspan></text>`;
  const caption = chip(cardX, 50, 'Sample 1', sc.ink, sc.dark ? sc.bg2 : '#ffffff', 22);
  const r = rng(`${g.slug}:s1`);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      dotGrid(1000 + Math.round(r() * 60), 44, 6, 3, 24, sc.ink, 0.18) +
      `<rect x="${cardX + 12}" y="${cardY + 18}" width="${cardW}" height="${cardH}" rx="36" fill="#0b1020" fill-opacity="0.16"/>` +
      `<rect x="${cardX}" y="${cardY}" width="${cardW}" height="${cardH}" rx="36" fill="#ffffff"/>` +
      `<path d="M${cardX + 36} ${cardY} H${cardX + panelW} V${cardY + cardH} H${cardX + 36} A36 36 0 0 1 ${cardX} ${cardY + cardH - 36} V${cardY + 36} A36 36 0 0 1 ${cardX + 36} ${cardY} Z" fill="url(#panel)"/>` +
      `<circle cx="${cardX + panelW / 2}" cy="${cardY + cardH / 2}" r="180" fill="#ffffff" fill-opacity="0.08"/>` +
      motif(g.cat, c, cardX + panelW / 2 - 140, cardY + cardH / 2 - 140, 280) +
      label.svg +
      title +
      descSvg +
      price +
      caption.svg,
    defs,
  );
}

/** Sample 2: what the package includes, as a checklist with delivery and revisions. */
function featuresSvg(g: GigArtInput): string {
  const sc = scheme(g.cat, g.variant, 34, true);
  const defs = gradient('bg', sc.bg1, sc.bg2);
  const c: MotifColours = { s: '#ffffff', f: '#ffffff', fo: 0.1, a: sc.accent, d: '#ffffff' };
  const x = 110;
  const maxW = 820;
  const rows = g.features.map((f) => fitText(f, [42, 38, 34], maxW, 2, true));
  const rowHeights = rows.map((r) => Math.round(r.size * 1.25) * r.lines.length + 34);
  const listH = rowHeights.reduce((a, b) => a + b, 0);
  const headingY = 150;
  let y = headingY + 70 + Math.max(0, Math.round((470 - listH) / 2));
  let list = '';
  rows.forEach((row, i) => {
    const lh = Math.round(row.size * 1.25);
    list += checkIcon(x + 26, y + row.size * 0.5, 26, sc.accent, sc.onAccent);
    list += textLines(row.lines, x + 80, y + row.size * 0.85, row.size, lh, `font-weight="700" fill="#ffffff"`);
    y += rowHeights[i]!;
  });
  const heading =
    `<text x="${x}" y="${headingY}" font-size="30" font-weight="700" letter-spacing="4" fill="${sc.accent}">WHAT YOU GET</text>` +
    `<text x="${x}" y="${headingY + 52}" font-size="30" fill="${sc.sub}">${esc(fitText(g.shortTitle, [30], 900, 1).lines[0]!)}</text>`;
  let px = x;
  let pills = '';
  for (const [text, icon] of [
    [days(g.deliveryTime), 'clock'],
    [revisions(g.revisionNumber), 'loop'],
  ] as const) {
    const p = pill(px, 712, text, icon, '#ffffff', 0.14, '#ffffff');
    pills += p.svg;
    px += p.width + 20;
  }
  const caption = chip(W - 80, 52, 'Sample 2', sc.accent, sc.onAccent, 22, 'end');
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<circle cx="1120" cy="640" r="330" fill="#ffffff" fill-opacity="0.05"/>` +
      motif(g.cat, { ...c, a: '#ffffff' }, 880, 400, 420, -8).replace('<g ', '<g opacity="0.13" ') +
      heading +
      list +
      pills +
      caption.svg,
    defs,
  );
}

/** Sample 3: a tiled pattern of the category motif with the title on a band across it. */
function patternSvg(g: GigArtInput): string {
  const sc = scheme(g.cat, g.variant + 1, -20, false);
  const dk = scheme(g.cat, g.variant, -20, true);
  const defs = gradient('bg', sc.bg1, sc.bg2);
  const r = rng(`${g.slug}:s3`);
  const offset = Math.round(r() * 3);
  const cols = 6;
  const rows = 4;
  const tw = W / cols;
  const th = H / rows;
  let tiles = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const k = (row + col + offset) % 3;
      const cx = col * tw + tw / 2 + (row % 2 ? tw / 4 : -tw / 4) * 0.3;
      const cy = row * th + th / 2;
      const colours: MotifColours =
        k === 0
          ? { s: dk.bg1, f: '#ffffff', fo: 1, a: sc.accent, d: dk.bg1 }
          : k === 1
            ? { s: sc.accent, f: '#ffffff', fo: 0.7, a: dk.accent, d: sc.accent }
            : { s: sc.ink, f: sc.bg1, fo: 1, a: sc.accent, d: sc.ink };
      tiles += motif(g.cat, colours, cx - 56, cy - 56, 112, Math.round(r() * 30 - 15));
    }
  }
  const fit = fitText(g.shortTitle, [64, 58, 52, 46], 900, 2);
  const lh = Math.round(fit.size * 1.15);
  const bandH = lh * (fit.lines.length - 1) + fit.size + 150;
  const bandY = Math.round((H - bandH) / 2);
  const title = textLines(
    fit.lines,
    W / 2,
    bandY + 96 + fit.size * 0.8,
    fit.size,
    lh,
    `font-weight="700" fill="#ffffff" text-anchor="middle"`,
  );
  const sub = `<text x="${W / 2}" y="${bandY + 64}" font-size="24" font-weight="700" letter-spacing="4" fill="${dk.accent}" text-anchor="middle">SAMPLE 3  ·  ${esc(CATEGORY_LABELS[g.cat].toUpperCase())}</text>`;
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<g opacity="0.9">${tiles}</g>` +
      `<rect x="150" y="${bandY}" width="${W - 300}" height="${bandH}" rx="32" fill="${dk.bg2}" fill-opacity="0.94"/>` +
      sub +
      title,
    defs,
  );
}

/** Sample 4: how an order goes, in three steps, with delivery, revisions and the price. */
function stepsSvg(g: GigArtInput): string {
  const sc = scheme(g.cat, g.variant + 1, 52, false);
  const defs = gradient('bg', sc.bg1, sc.bg2, 'down');
  const steps = STEPS[g.cat];
  const cardW = 330;
  const gap = 45;
  const x0 = (W - (cardW * 3 + gap * 2)) / 2;
  const y0 = 250;
  const cardH = 300;
  let cards = '';
  steps.forEach((label, i) => {
    const x = x0 + i * (cardW + gap);
    const fit = fitText(label, [36, 32, 28], cardW - 60, 2);
    cards +=
      `<rect x="${x + 8}" y="${y0 + 12}" width="${cardW}" height="${cardH}" rx="28" fill="${sc.ink}" fill-opacity="0.1"/>` +
      `<rect x="${x}" y="${y0}" width="${cardW}" height="${cardH}" rx="28" fill="#ffffff"/>` +
      `<circle cx="${x + 70}" cy="${y0 + 82}" r="40" fill="${sc.accent}"/>` +
      `<text x="${x + 70}" y="${y0 + 98}" font-size="44" font-weight="700" fill="#ffffff" text-anchor="middle">${i + 1}</text>` +
      textLines(
        fit.lines,
        x + 30,
        y0 + 180 + fit.size * 0.8,
        fit.size,
        Math.round(fit.size * 1.2),
        `font-weight="700" fill="${sc.ink}"`,
      );
    if (i < 2) {
      const ax = x + cardW + gap / 2;
      cards += `<polyline points="${ax - 8},${y0 + cardH / 2 - 14} ${ax + 6},${y0 + cardH / 2} ${ax - 8},${y0 + cardH / 2 + 14}" fill="none" stroke="${sc.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  });
  const heading =
    `<text x="${x0}" y="150" font-size="56" font-weight="700" fill="${sc.ink}">How it works</text>` +
    `<text x="${x0}" y="200" font-size="28" fill="${sc.sub}">${esc(fitText(`${g.shortTitle} by @${g.seller}`, [28], 800, 1).lines[0]!)}</text>`;
  let px = x0;
  let pills = '';
  for (const [text, icon] of [
    [days(g.deliveryTime), 'clock'],
    [revisions(g.revisionNumber), 'loop'],
    [`from ${formatRupees(g.priceRupees)}`, null],
  ] as const) {
    const p = pill(px, 640, text, icon, sc.ink, 0.9, '#ffffff');
    pills += p.svg;
    px += p.width + 18;
  }
  const caption = chip(W - 80, 52, 'Sample 4', sc.ink, '#ffffff', 22, 'end');
  const c: MotifColours = { s: sc.ink, f: '#ffffff', fo: 1, a: sc.accent, d: sc.ink };
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      dotGrid(1010, 690, 8, 5, 26, sc.ink, 0.16) +
      motif(g.cat, c, 1010, 110, 120, 8) +
      heading +
      cards +
      pills +
      caption.svg,
    defs,
  );
}

/** The SVG sources of a gig's cover and four images (pure; exported for tests and previews). */
export function gigArtSvgs(g: GigArtInput): { cover: string; images: string[] } {
  return { cover: coverSvg(g), images: [showcaseSvg(g), featuresSvg(g), patternSvg(g), stepsSvg(g)] };
}

// ───────────────────────────── files ─────────────────────────────

const hash = (svg: string) => createHash('sha1').update(svg).digest('hex').slice(0, 10);

/** Full-size webp and every narrower variant from one SVG, rasterised once (variants are resized from its pixels). */
export async function rasterise(svg: string): Promise<{ full: Buffer; variants: Map<number, Buffer> }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .resize(ART_SIZE.width, ART_SIZE.height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, ...narrow] = await Promise.all([
    sharp(data, raw).webp(WEBP).toBuffer(),
    ...IMAGE_VARIANT_WIDTHS.map((width) =>
      sharp(data, raw)
        .resize(width, Math.round((width * ART_SIZE.height) / ART_SIZE.width), { fit: 'cover', kernel: 'lanczos3' })
        .webp(WEBP)
        .toBuffer(),
    ),
  ]);
  return { full, variants: new Map(IMAGE_VARIANT_WIDTHS.map((w, i) => [w, narrow[i]!])) };
}

/** Writes `<key>.webp` and its `<key>.w<width>.webp` variants unless all exist; returns the full-size URL. */
async function writePicture(storage: Storage, key: string, svg: string): Promise<string> {
  const fullKey = `${key}.webp`;
  const variantKey = (width: number) => `${key}.w${width}.webp`;
  const stored = await Promise.all(
    [fullKey, ...IMAGE_VARIANT_WIDTHS.map(variantKey)].map((k) => storage.exists('public', k)),
  );
  if (stored.every(Boolean)) return `/uploads/public/${fullKey}`;
  const { full, variants } = await rasterise(svg);
  for (const [width, bytes] of variants) await storage.putPublic(variantKey(width), bytes);
  return storage.putPublic(fullKey, full);
}

export async function writeGigArt(storage: Storage, g: GigArtInput): Promise<GigArtUrls> {
  const svgs = gigArtSvgs(g);
  const cover = await writePicture(storage, `gigs/${g.slug}-cover-${hash(svgs.cover)}`, svgs.cover);
  const images: string[] = [];
  for (const [i, svg] of svgs.images.entries()) {
    images.push(await writePicture(storage, `gigs/${g.slug}-${i + 1}-${hash(svg)}`, svg));
  }
  return { cover, images };
}

/** Draws every gig's pictures, a few gigs at a time (libvips already uses every core per image). */
export async function generateGigArt(
  storage: Storage,
  gigs: GigArtInput[],
  concurrency = 3,
): Promise<Map<string, GigArtUrls>> {
  const out = new Map<string, GigArtUrls>();
  let next = 0;
  const worker = async () => {
    while (next < gigs.length) {
      const g = gigs[next++]!;
      out.set(g.slug, await writeGigArt(storage, g));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, gigs.length) }, worker));
  return out;
}
