#!/usr/bin/env node
/**
 * Renders the home page's marketing video (the visitors' block on /) from code: every frame is an SVG
 * drawn here, rasterised with sharp, and encoded with ffmpeg. Nothing is fetched; the output is committed.
 *
 * Output (apps/web/src/assets/media/, imported by the explainer video component):
 *   gigbazaar-explainer.mp4   H.264, silent, 10 s loop, 960×540, 30 fps
 *   gigbazaar-explainer.webm  VP9, same content
 *   gigbazaar-explainer-poster.webp  the first frame (the "three steps" summary), also the reduced-motion view
 *
 * Re-run (dev time only; CI and users never need ffmpeg):
 *   apt-get install -y ffmpeg fonts-noto-core     # once; the text uses the "Noto Sans" system font
 *   cd apps/web && node scripts/make-marketing-video.mjs
 *
 * The story: find a service → pay in rupees, held in escrow → get it delivered, then release the payment.
 * Colours are the brand's: teal #0f766e and saffron #f59e0b.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(here, '../src/assets/media');
const NAME = 'gigbazaar-explainer';

const W = 960;
const H = 540;
const FPS = 30;
const DURATION = 10; // seconds; frame 0 and the frame after the last are the same picture, so it loops seamlessly
const FRAMES = FPS * DURATION;

const C = {
  teal: '#0f766e',
  tealDark: '#115e59',
  tealSoft: '#ccfbf1',
  saffron: '#f59e0b',
  saffronSoft: '#fef3c7',
  text: '#1a1d21',
  muted: '#5b6470',
  border: '#e3e6ea',
  white: '#ffffff',
  violetSoft: '#ede9fe',
  violet: '#6d28d9',
};
const FONT = "font-family=\"'Noto Sans', 'DejaVu Sans', sans-serif\"";

// ---------- lucide icons (the same set the app uses), read from the installed package ----------

const lucideDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons');
const iconCache = new Map();
/** The SVG children of a lucide icon, parsed from its module's `node: [...]` data. */
function iconBody(name) {
  if (iconCache.has(name)) return iconCache.get(name);
  const src = readFileSync(path.join(lucideDir, `${name}.mjs`), 'utf8');
  const body = [...src.matchAll(/\[\s*"(\w+)",\s*\{([^}]*)\}\s*\]/g)]
    .map(([, tag, attrs]) => {
      const pairs = [...attrs.matchAll(/\b(\w+):\s*"([^"]*)"/g)].filter(([, k]) => k !== 'key');
      return `<${tag} ${pairs.map(([, k, v]) => `${k}="${v}"`).join(' ')}/>`;
    })
    .join('');
  iconCache.set(name, body);
  return body;
}
/** A lucide icon centred on (cx, cy). */
function icon(name, cx, cy, size, color, strokeWidth = 2) {
  const s = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

// ---------- timing helpers ----------

const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const lerp = (a, b, t) => a + (b - a) * t;
const prog = (t, a, b) => clamp((t - a) / (b - a));
const easeOut = (t) => 1 - (1 - t) ** 3;
const easeInOut = (t) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);
const easeBack = (t) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2;
};
/** Opacity of a scene that lasts `len` seconds, with short fades at both ends. */
const sceneAlpha = (u, len, fade = 0.3) => clamp(Math.min(u / fade, (len - u) / fade));
const f = (n) => Number(n.toFixed(2));

// ---------- shared pieces ----------

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function text(x, y, str, { size = 24, weight = 400, color = C.text, anchor = 'middle', opacity = 1 } = {}) {
  return `<text x="${f(x)}" y="${f(y)}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}" opacity="${f(opacity)}">${esc(str)}</text>`;
}

function card(x, y, w, h, { r = 18, fill = C.white, stroke = C.border, shadow = true } = {}) {
  return (
    (shadow
      ? `<rect x="${f(x)}" y="${f(y + 6)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="#0f172a" opacity="0.06"/>`
      : '') +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`
  );
}

function coin(cx, cy, r = 30, scale = 1) {
  return `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(scale)})">
    <circle r="${r}" fill="${C.saffron}"/><circle r="${r - 6}" fill="none" stroke="#fde68a" stroke-width="3"/>
    ${text(0, r * 0.36, '₹', { size: r * 1.05, weight: 700, color: C.white })}
  </g>`;
}

function star(cx, cy, size, fill) {
  const s = size / 24;
  return `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(s)})"><path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" fill="${fill}" stroke="${fill}" stroke-width="1.5" stroke-linejoin="round"/></g>`;
}

function logo(x, y, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="32" height="32" rx="9" fill="${C.teal}"/>
    <path d="M21.5 11.2A7 7 0 1 0 23 16h-6.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="23.5" cy="8.5" r="2.6" fill="${C.saffron}"/>
    <text x="40" y="24" ${FONT} font-size="22" font-weight="800" fill="${C.text}" letter-spacing="-0.4">Gig<tspan fill="${C.teal}">Bazaar</tspan></text>
  </g>`;
}

/** The step label and caption under each scene. */
function caption(step, line, alpha) {
  const pillW = 92;
  return `<g opacity="${f(alpha)}">
    <rect x="${W / 2 - pillW / 2}" y="428" width="${pillW}" height="30" rx="15" fill="${C.saffronSoft}"/>
    ${text(W / 2, 449, `STEP ${step}`, { size: 15, weight: 700, color: '#92400e' })}
    ${text(W / 2, 500, line, { size: 34, weight: 800, color: C.text })}
  </g>`;
}

const background = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f0fdfa"/><stop offset="1" stop-color="#fffbeb"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${W - 40}" cy="30" r="150" fill="${C.tealSoft}" opacity="0.55"/>
  <circle cx="30" cy="${H - 10}" r="130" fill="${C.saffronSoft}" opacity="0.8"/>
  ${logo(28, 24, 1)}`;

// ---------- the summary (first and last frames, and the poster) ----------

function summary(alpha) {
  if (alpha <= 0) return '';
  const tiles = [
    { icon: 'search', label: 'Find a service', tone: [C.tealSoft, C.teal] },
    { icon: 'shield-check', label: 'Pay in ₹, escrow', tone: [C.saffronSoft, '#b45309'] },
    { icon: 'package-check', label: 'Get it delivered', tone: [C.tealSoft, C.teal] },
  ];
  const tw = 224;
  const gap = 64;
  const x0 = (W - (tw * 3 + gap * 2)) / 2;
  return `<g opacity="${f(alpha)}">
    ${text(W / 2, 128, 'Hire Indian freelancers, safely', { size: 40, weight: 800 })}
    ${text(W / 2, 170, 'Fixed prices in rupees · payment held until you approve', { size: 21, color: C.muted })}
    ${tiles
      .map((t, i) => {
        const x = x0 + i * (tw + gap);
        const arrow = i < 2 ? icon('chevron-right', x + tw + gap / 2, 318, 40, C.saffron, 3) : '';
        return `${card(x, 218, tw, 200)}
          <rect x="${x + tw / 2 - 44}" y="248" width="88" height="88" rx="22" fill="${t.tone[0]}"/>
          ${icon(t.icon, x + tw / 2, 292, 48, t.tone[1], 2.2)}
          <circle cx="${x + 26}" cy="244" r="14" fill="${C.teal}"/>
          ${text(x + 26, 250, String(i + 1), { size: 16, weight: 700, color: C.white })}
          ${text(x + tw / 2, 384, t.label, { size: 22, weight: 700 })}
          ${arrow}`;
      })
      .join('')}
    ${text(W / 2, 478, 'Freelance services marketplace for India', { size: 20, weight: 600, color: C.teal })}
  </g>`;
}

// ---------- scene 1: find a service ----------

const QUERY = 'logo design for my startup';

function sceneFind(u, len) {
  const a = sceneAlpha(u, len);
  if (a <= 0) return '';
  const enter = easeOut(prog(u, 0, 0.45));
  const typed = QUERY.slice(0, Math.round(QUERY.length * prog(u, 0.35, 1.15)));
  const caretOn = u < 1.3 && Math.floor(u * 3) % 2 === 0;
  const press = u > 1.2 && u < 1.38 ? 0.94 : 1;

  // The search bar.
  const barY = 112 - (1 - enter) * 20;
  let out = `<g opacity="${f(enter)}">
    ${card(170, barY, 620, 64, { r: 32 })}
    ${icon('search', 208, barY + 32, 26, C.teal, 2.4)}
    ${text(232, barY + 41, typed, { size: 24, anchor: 'start', color: C.text })}
    ${caretOn ? `<rect x="${232 + typed.length * 12.6}" y="${barY + 18}" width="2.5" height="28" fill="${C.teal}"/>` : ''}
    <g transform="translate(${714} ${barY + 32}) scale(${press})">
      <rect x="-64" y="-22" width="128" height="44" rx="22" fill="${C.teal}"/>
      ${text(0, 8, 'Search', { size: 20, weight: 700, color: C.white })}
    </g>
  </g>`;

  // Three results.
  const covers = [
    { bg: C.tealSoft, fg: C.teal, icon: 'pen-tool', title: 'Modern logo', price: '₹ 1,800' },
    { bg: C.saffronSoft, fg: '#b45309', icon: 'palette', title: 'Brand identity', price: '₹ 2,500' },
    { bg: C.violetSoft, fg: C.violet, icon: 'sparkles', title: 'Mascot logo', price: '₹ 3,200' },
  ];
  const cw = 190;
  const gap = 32;
  const x0 = (W - (cw * 3 + gap * 2)) / 2;
  covers.forEach((c, i) => {
    const p = easeOut(prog(u, 1.35 + i * 0.12, 1.8 + i * 0.12));
    if (p <= 0) return;
    const x = x0 + i * (cw + gap);
    const y = 206 + (1 - p) * 36;
    const picked = i === 1 ? easeOut(prog(u, 2.15, 2.4)) : 0;
    const sc = 1 + picked * 0.05;
    const cx = x + cw / 2;
    const cy = y + 96;
    out += `<g opacity="${f(p)}" transform="translate(${f(cx)} ${f(cy)}) scale(${f(sc)}) translate(${f(-cx)} ${f(-cy)})">
      ${card(x, y, cw, 192, { stroke: picked > 0 ? C.teal : C.border })}
      ${picked > 0 ? `<rect x="${f(x - 4)}" y="${f(y - 4)}" width="${cw + 8}" height="200" rx="21" fill="none" stroke="${C.teal}" stroke-width="4" opacity="${f(picked)}"/>` : ''}
      <path d="M${x + 2} ${f(y + 18)} a16 16 0 0 1 16 -16 h${cw - 36} a16 16 0 0 1 16 16 v82 h-${cw - 4} z" fill="${c.bg}"/>
      ${icon(c.icon, cx, y + 52, 44, c.fg, 2.2)}
      ${text(x + 16, y + 130, c.title, { size: 19, weight: 700, anchor: 'start' })}
      ${[0, 1, 2, 3, 4].map((k) => star(x + 24 + k * 20, y + 152, 17, C.saffron)).join('')}
      ${text(x + cw - 16, y + 180, c.price, { size: 19, weight: 800, anchor: 'end', color: C.teal })}
      ${text(x + 16, y + 180, 'from', { size: 14, anchor: 'start', color: C.muted })}
    </g>`;
  });

  // A pointer moves to the middle card and clicks it.
  const mp = easeInOut(prog(u, 1.75, 2.15));
  if (u > 1.7) {
    const px = lerp(760, 512, mp);
    const py = lerp(420, 268, mp);
    const ripple = prog(u, 2.15, 2.55);
    out +=
      ripple > 0 && ripple < 1
        ? `<circle cx="${f(px)}" cy="${f(py)}" r="${f(8 + ripple * 30)}" fill="none" stroke="${C.saffron}" stroke-width="4" opacity="${f(1 - ripple)}"/>`
        : '';
    out += `<g transform="translate(${f(px)} ${f(py)})"><path d="M0 0 L0 30 L8 22 L14 35 L20 32 L14 20 L25 20 Z" fill="${C.text}" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></g>`;
  }

  return `<g opacity="${f(a)}">${out}${caption(1, 'Find the right service', 1)}</g>`;
}

// ---------- scene 2: pay in rupees, held in escrow ----------

function scenePay(u, len) {
  const a = sceneAlpha(u, len);
  if (a <= 0) return '';
  const enter = easeOut(prog(u, 0, 0.45));
  const press = u > 0.55 && u < 0.72 ? 0.94 : 1;
  const paid = u >= 0.72;

  // The checkout card.
  const cx0 = 120 - (1 - enter) * 30;
  let out = `<g opacity="${f(enter)}">
    ${card(cx0, 112, 320, 286)}
    <rect x="${cx0 + 20}" y="132" width="72" height="72" rx="14" fill="${C.saffronSoft}"/>
    ${icon('palette', cx0 + 56, 168, 36, '#b45309', 2.2)}
    ${text(cx0 + 108, 160, 'Brand identity', { size: 21, weight: 700, anchor: 'start' })}
    ${text(cx0 + 108, 188, 'by priya.designs', { size: 16, anchor: 'start', color: C.muted })}
    <line x1="${cx0 + 20}" y1="226" x2="${cx0 + 300}" y2="226" stroke="${C.border}" stroke-width="2"/>
    ${text(cx0 + 20, 262, 'Total', { size: 19, anchor: 'start', color: C.muted })}
    ${text(cx0 + 300, 264, '₹ 2,500', { size: 26, weight: 800, anchor: 'end' })}
    <g transform="translate(${cx0 + 160} 338) scale(${press})">
      <rect x="-140" y="-28" width="280" height="56" rx="14" fill="${paid ? C.tealDark : C.teal}"/>
      ${
        paid
          ? `${icon('check', -58, 0, 24, C.white, 3)}${text(14, 8, 'Paid', { size: 21, weight: 700, color: C.white })}`
          : `${icon('lock', -78, 0, 22, C.white, 2.4)}${text(10, 8, 'Pay ₹ 2,500', { size: 21, weight: 700, color: C.white })}`
      }
    </g>
  </g>`;

  // The escrow shield.
  const sx = 690;
  const sy = 236;
  const arrived = prog(u, 1.55, 1.75);
  const pulse = u > 1.6 ? 1 + 0.08 * Math.sin(Math.PI * prog(u, 1.6, 2.0)) : 1;
  const shieldIn = easeBack(prog(u, 0.15, 0.6));
  out += `<g transform="translate(${sx} ${sy}) scale(${f(shieldIn * pulse)})">
    <circle r="104" fill="${C.tealSoft}" opacity="${f(0.45 + 0.55 * arrived)}"/>
    ${icon(arrived > 0.5 ? 'shield-check' : 'shield', 0, 0, 130, C.teal, 1.8)}
  </g>`;
  out += `<g opacity="${f(enter)}">${text(sx, 376, 'Escrow', { size: 22, weight: 800, color: C.teal })}</g>`;
  const held = easeOut(prog(u, 1.8, 2.15));
  out += `<g opacity="${f(held)}">${text(sx, 404 - held * 4, '₹ 2,500 held safely', { size: 18, weight: 600, color: C.muted })}</g>`;

  // The rupee coin flies from the button into the shield.
  const fly = easeInOut(prog(u, 0.75, 1.6));
  if (u > 0.72 && u < 1.8) {
    const x0 = cx0 + 160;
    const y0 = 330;
    const qx = 470;
    const qy = 120;
    const bx = (1 - fly) ** 2 * x0 + 2 * (1 - fly) * fly * qx + fly ** 2 * sx;
    const by = (1 - fly) ** 2 * y0 + 2 * (1 - fly) * fly * qy + fly ** 2 * sy;
    const sc = lerp(0.6, 1, easeOut(prog(u, 0.72, 0.95))) * (1 - prog(u, 1.55, 1.8));
    if (sc > 0.01) out += coin(bx, by, 30, sc);
  }

  return `<g opacity="${f(a)}">${out}${caption(2, 'Pay in rupees, held in escrow', 1)}</g>`;
}

// ---------- scene 3: delivered, approved, seller paid ----------

function sceneDeliver(u, len) {
  const a = sceneAlpha(u, len);
  if (a <= 0) return '';
  const enter = easeOut(prog(u, 0, 0.45));
  const approvedAt = 1.05;
  const press = u > 0.9 && u < approvedAt ? 0.94 : 1;
  const approved = u >= approvedAt;

  const cx0 = 110 - (1 - enter) * 30;
  let out = `<g opacity="${f(enter)}">
    ${card(cx0, 112, 350, 286)}
    <rect x="${cx0 + 20}" y="132" width="48" height="48" rx="12" fill="${C.tealSoft}"/>
    ${icon('package-check', cx0 + 44, 156, 28, C.teal, 2.2)}
    ${text(cx0 + 84, 164, 'Delivery received', { size: 21, weight: 700, anchor: 'start' })}
    <rect x="${cx0 + 20}" y="200" width="310" height="70" rx="12" fill="#f6f7f9" stroke="${C.border}" stroke-width="2"/>
    ${icon('file-image', cx0 + 52, 235, 30, C.teal, 2)}
    ${text(cx0 + 80, 232, 'logo-final.png', { size: 18, weight: 700, anchor: 'start' })}
    ${text(cx0 + 80, 256, 'brand-guide.pdf', { size: 15, anchor: 'start', color: C.muted })}
    <g transform="translate(${cx0 + 175} 338) scale(${press})">
      <rect x="-155" y="-28" width="310" height="56" rx="14" fill="${approved ? C.tealDark : C.teal}"/>
      ${
        approved
          ? `${icon('check', -70, 0, 24, C.white, 3)}${text(12, 8, 'Approved', { size: 21, weight: 700, color: C.white })}`
          : text(0, 8, 'Approve delivery', { size: 21, weight: 700, color: C.white })
      }
    </g>
  </g>`;

  // Escrow releases the coin to the seller.
  const sx = 590;
  const sy = 214;
  const ax = 820;
  const ay = 214;
  out += `<g opacity="${f(enter)}">
    <circle cx="${sx}" cy="${sy}" r="56" fill="${C.tealSoft}"/>
    ${icon('shield-check', sx, sy, 70, C.teal, 2)}
    ${text(sx, sy + 88, 'Escrow', { size: 18, weight: 700, color: C.teal })}
    <circle cx="${ax}" cy="${ay}" r="56" fill="${C.saffronSoft}"/>
    <circle cx="${ax}" cy="${ay - 12}" r="18" fill="#b45309"/>
    <path d="M${ax - 30} ${ay + 32} a30 26 0 0 1 60 0" fill="#b45309"/>
    ${text(ax, ay + 88, 'Seller', { size: 18, weight: 700, color: '#92400e' })}
  </g>`;
  const fly = easeInOut(prog(u, 1.15, 1.75));
  if (u > 1.1 && u < 1.95) {
    const bx = lerp(sx, ax, fly);
    const by = sy - Math.sin(Math.PI * fly) * 70;
    const sc = easeOut(prog(u, 1.1, 1.3)) * (1 - prog(u, 1.75, 1.95));
    if (sc > 0.01) out += coin(bx, by, 26, sc);
  }
  const paid = easeBack(prog(u, 1.8, 2.1));
  if (paid > 0) {
    out += `<g transform="translate(${ax + 42} ${ay - 42}) scale(${f(paid)})">
      <circle r="20" fill="${C.teal}" stroke="#fff" stroke-width="3"/>${icon('check', 0, 0, 22, C.white, 3.2)}
    </g>`;
  }

  // Five stars for a job well done.
  for (let k = 0; k < 5; k++) {
    const p = easeBack(prog(u, 1.9 + k * 0.08, 2.15 + k * 0.08));
    if (p <= 0) continue;
    const x = 705 - 2 * 42 + k * 42;
    out += `<g transform="translate(${x} 360) scale(${f(p)})">${star(0, 0, 34, C.saffron)}</g>`;
  }

  return `<g opacity="${f(a)}">${out}${caption(3, 'Get it delivered, then release payment', 1)}</g>`;
}

// ---------- the timeline ----------

const SCENES = [
  { start: 1.0, len: 3.0, draw: sceneFind },
  { start: 3.9, len: 2.9, draw: scenePay },
  { start: 6.7, len: 2.9, draw: sceneDeliver },
];

function frame(t) {
  // The summary holds at the start, fades out, and fades back in at the end so the loop is seamless.
  const summaryAlpha = Math.max(1 - prog(t, 0.8, 1.1), prog(t, 9.45, 9.85));
  const scenes = SCENES.map((s) => (t >= s.start && t <= s.start + s.len ? s.draw(t - s.start, s.len) : '')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background}${summary(summaryAlpha)}${scenes}</svg>`;
}

// ---------- render and encode ----------

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'gb-video-'));
  try {
    for (let i = 0; i < FRAMES; i++) {
      const svg = frame(i / FPS);
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(path.join(work, `f${String(i).padStart(4, '0')}.png`));
      if (i % 30 === 0) process.stdout.write(`frame ${i}/${FRAMES}\n`);
    }
    if (process.argv.includes('--frames-only')) {
      console.log(`frames in ${work}`);
      return;
    }
    mkdirSync(OUT_DIR, { recursive: true });
    const input = ['-framerate', String(FPS), '-i', path.join(work, 'f%04d.png')];
    const mp4 = path.join(OUT_DIR, `${NAME}.mp4`);
    const webm = path.join(OUT_DIR, `${NAME}.webm`);
    const poster = path.join(OUT_DIR, `${NAME}-poster.webp`);
    ffmpeg([
      ...input,
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '27', '-profile:v', 'high'],
      ...['-pix_fmt', 'yuv420p', '-g', String(FPS * 2), '-movflags', '+faststart', '-an', mp4],
    ]);
    ffmpeg([
      ...input,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1'],
      ...['-pix_fmt', 'yuv420p', '-g', String(FPS * 2), '-an', webm],
    ]);
    await sharp(Buffer.from(frame(0)))
      .webp({ quality: 82 })
      .toFile(poster);
    for (const file of [mp4, webm, poster]) {
      console.log(`${path.relative(process.cwd(), file)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    if (!process.argv.includes('--frames-only')) rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--still')) {
  // Preview single frames: node scripts/make-marketing-video.mjs --still 2.3 5.1
  const times = process.argv.slice(process.argv.indexOf('--still') + 1).map(Number);
  for (const t of times) {
    const file = path.join(tmpdir(), `gb-still-${t}.png`);
    writeFileSync(
      file,
      await sharp(Buffer.from(frame(t)))
        .png()
        .toBuffer(),
    );
    console.log(file);
  }
} else {
  await main();
}
