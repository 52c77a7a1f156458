/**
 * Explore search at marketplace scale: realistic gigs across the 14 categories (10,000 by default),
 * then GET /api/gigs?search=… (exact words, typos, broad and narrow terms, filters, a second page)
 * measured in-process with inject(). On PostgreSQL (DATABASE_URL) it works in a scratch database
 * created and dropped here, so the target database is never filled with bench data; otherwise an
 * in-memory PGlite. Target: every query under 30 ms p95 at 100,000 gigs on PostgreSQL.
 *
 * Run alone with `npx tsx bench/explore-search.ts [--gigs 100000] [--runs 150]` (or the env
 * BENCH_GIGS / BENCH_RUNS), or as part of `npm run bench`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { CATEGORY_VALUES, type TCategory } from '@gigbazaar/shared/constants';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { gigs, users } from '../apps/server/src/platform/db/schema';
import { measure as measureWall } from './measure';

/** `--name value` on the command line, else the environment variable, else the default. */
function setting(name: string, env: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[env];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} (${env}) must be a positive integer, got ${raw}`);
  return n;
}

const GIG_COUNT = setting('gigs', 'BENCH_GIGS', 10_000);
const RUNS = setting('runs', 'BENCH_RUNS', 150);
/** One seller per 25 gigs, as in the 10,000-gig original (400 sellers). */
const SELLER_COUNT = Math.max(1, Math.ceil(GIG_COUNT / 25));
const BATCH = 500;

/** What sellers of each category offer, in the words they write. */
const CATEGORY_WORDS: Record<TCategory, { services: string[]; tools: string[]; outcomes: string[] }> = {
  tech: {
    services: [
      'IT support',
      'network setup',
      'cloud migration',
      'server maintenance',
      'cybersecurity audit',
      'DevOps pipeline',
    ],
    tools: ['AWS', 'Azure', 'Linux', 'Docker', 'Kubernetes', 'Terraform', 'Nginx'],
    outcomes: ['uptime', 'security', 'faster deployments', 'lower cloud bills'],
  },
  dev: {
    services: [
      'mobile app',
      'Android app',
      'iOS app',
      'REST API',
      'backend service',
      'Python script',
      'browser extension',
    ],
    tools: ['Flutter', 'React Native', 'Kotlin', 'Swift', 'Node.js', 'Django', 'PostgreSQL'],
    outcomes: ['clean code', 'app store release', 'bug fixes', 'scalable architecture'],
  },
  design: {
    services: [
      'logo design',
      'brand identity',
      'business card',
      'packaging design',
      'flyer design',
      'UI design',
      'social media post design',
    ],
    tools: ['Illustrator', 'Photoshop', 'Figma', 'Canva', 'CorelDRAW'],
    outcomes: ['memorable brand', 'print ready files', 'vector source files', 'modern minimalist look'],
  },
  web: {
    services: [
      'WordPress website',
      'Shopify store',
      'landing page',
      'ecommerce website',
      'website redesign',
      'portfolio website',
    ],
    tools: ['WordPress', 'Shopify', 'Elementor', 'WooCommerce', 'React', 'Next.js', 'Tailwind'],
    outcomes: ['responsive layout', 'fast loading', 'SEO friendly pages', 'payment gateway integration'],
  },
  animation: {
    services: [
      '2D animation',
      'explainer video',
      'logo animation',
      'whiteboard animation',
      '3D character animation',
      'motion graphics',
    ],
    tools: ['After Effects', 'Blender', 'Toon Boom', 'Cinema 4D', 'Lottie'],
    outcomes: ['smooth motion', 'engaging story', 'voice sync', 'looping intro'],
  },
  music: {
    services: ['song production', 'mixing and mastering', 'jingle', 'background score', 'voice over', 'beat making'],
    tools: ['FL Studio', 'Ableton', 'Logic Pro', 'Pro Tools', 'Auto-Tune'],
    outcomes: ['radio ready sound', 'royalty free track', 'Bollywood style vocals', 'podcast intro'],
  },
  writing: {
    services: [
      'blog post',
      'article writing',
      'copywriting',
      'resume writing',
      'ghostwriting',
      'technical writing',
      'Hindi translation',
    ],
    tools: ['Grammarly', 'Google Docs', 'SurferSEO', 'Hemingway'],
    outcomes: ['SEO optimized content', 'plagiarism free text', 'engaging copy', 'clear documentation'],
  },
  marketing: {
    services: [
      'social media marketing',
      'SEO audit',
      'Google Ads campaign',
      'Instagram growth',
      'email marketing',
      'influencer outreach',
    ],
    tools: ['Meta Ads', 'Google Analytics', 'Mailchimp', 'SEMrush', 'HubSpot'],
    outcomes: ['more leads', 'higher ranking', 'organic followers', 'better conversion rate'],
  },
  photography: {
    services: [
      'product photography',
      'photo editing',
      'background removal',
      'wedding photo retouching',
      'food photography',
      'real estate photos',
    ],
    tools: ['Lightroom', 'Photoshop', 'Capture One', 'DSLR'],
    outcomes: ['white background', 'colour correction', 'ecommerce ready photos', 'natural skin tones'],
  },
  video: {
    services: [
      'video editing',
      'YouTube video editing',
      'reels editing',
      'wedding film',
      'documentary editing',
      'subtitles',
    ],
    tools: ['Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro', 'CapCut'],
    outcomes: ['colour grading', 'sound design', 'viral reels', 'cinematic look'],
  },
  business: {
    services: [
      'business plan',
      'pitch deck',
      'market research',
      'virtual assistant',
      'GST registration help',
      'company registration guidance',
    ],
    tools: ['Excel', 'PowerPoint', 'Notion', 'Zoho'],
    outcomes: ['investor ready deck', 'clear strategy', 'organised inbox', 'competitor analysis'],
  },
  data: {
    services: [
      'data analysis',
      'machine learning model',
      'dashboard',
      'web scraping',
      'data cleaning',
      'statistical analysis',
    ],
    tools: ['Python', 'Pandas', 'Power BI', 'Tableau', 'SQL', 'TensorFlow', 'R'],
    outcomes: ['actionable insights', 'accurate predictions', 'interactive charts', 'automated reports'],
  },
  finance: {
    services: [
      'bookkeeping',
      'financial model',
      'income tax filing',
      'GST return filing',
      'financial statements',
      'valuation',
    ],
    tools: ['Tally', 'QuickBooks', 'Zoho Books', 'Excel'],
    outcomes: ['accurate books', 'on time filing', 'cash flow forecast', 'audit ready accounts'],
  },
  consulting: {
    services: [
      'career coaching',
      'startup consulting',
      'HR policy',
      'legal documentation',
      'product strategy',
      'interview preparation',
    ],
    tools: ['Zoom', 'Google Meet', 'Miro', 'Notion'],
    outcomes: ['clear roadmap', 'confident interviews', 'compliant documents', 'growth plan'],
  },
};
const VERBS = ['create', 'design', 'build', 'do', 'make', 'deliver', 'provide', 'craft', 'develop', 'edit', 'write'];
const ADJECTIVES = [
  'professional',
  'modern',
  'custom',
  'high quality',
  'creative',
  'unique',
  'premium',
  'affordable',
  'fast',
  'minimalist',
  'stunning',
  'complete',
];
const AUDIENCES = [
  'your business',
  'your startup',
  'your brand',
  'your shop',
  'small businesses',
  'your YouTube channel',
  'your restaurant',
  'Indian clients',
  'your coaching institute',
];
const CITIES = [
  'Mumbai',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Delhi',
  'Chennai',
  'Kolkata',
  'Jaipur',
  'Ahmedabad',
  'Kochi',
];
const FILLER = [
  'I have more than {n} years of experience and have worked with clients across India and abroad.',
  'Every order includes unlimited communication and a friendly, on time delivery.',
  'Please message me before ordering so we can discuss your requirements.',
  'Based in {city}, I work in IST and usually reply within an hour.',
  'Your satisfaction is my priority, and I offer revisions until you are happy.',
  'I follow a clear process: understand the brief, share drafts, refine and deliver.',
];

/** Who the work was for: shops, clinics, schools… (the vocabulary of real gig descriptions is wide). */
const INDUSTRIES = [
  'bakery',
  'boutique',
  'cafe',
  'clinic',
  'dentist',
  'gym',
  'salon',
  'school',
  'coaching centre',
  'restaurant',
  'hotel',
  'homestay',
  'travel agency',
  'real estate agent',
  'architect',
  'interior designer',
  'jeweller',
  'textile exporter',
  'handloom weaver',
  'organic farm',
  'dairy',
  'spice trader',
  'tea estate',
  'pharmacy',
  'hospital',
  'law firm',
  'chartered accountant',
  'fintech startup',
  'edtech startup',
  'SaaS company',
  'NGO',
  'wedding planner',
  'event organiser',
  'photographer',
  'yoga studio',
  'dance academy',
  'music school',
  'cricket academy',
  'bookstore',
  'publisher',
  'podcast',
  'YouTuber',
  'influencer',
  'D2C brand',
  'cloud kitchen',
  'sweet shop',
  'furniture maker',
  'automobile dealer',
  'logistics company',
  'manufacturer',
  'IT services firm',
  'hardware store',
  'electronics shop',
  'mobile repair shop',
  'pet clinic',
  'florist',
  'temple trust',
  'co-working space',
  'hostel',
  'tiffin service',
  'catering service',
  'printing press',
  'ayurveda clinic',
];
const SYLLABLES = [
  'ka',
  'ra',
  'vi',
  'no',
  'zen',
  'tri',
  'lo',
  'ma',
  'shi',
  'van',
  'dra',
  'pix',
  'nex',
  'aru',
  'mi',
  'sol',
  'tek',
  'ya',
  'vo',
  'qu',
  'bel',
  'dor',
  'fi',
  'ga',
  'hu',
  'jo',
  'lum',
  'pra',
  'sa',
  'tor',
];

/** A small deterministic PRNG, so every run benchmarks the same data. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeGig(random: () => number, userId: string, i: number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const cat = CATEGORY_VALUES[i % CATEGORY_VALUES.length];
  const words = CATEGORY_WORDS[cat];
  const service = pick(words.services);
  const tool = pick(words.tools);
  const outcome = pick(words.outcomes);
  const title = `I will ${pick(VERBS)} ${pick(ADJECTIVES)} ${service} for ${pick(AUDIENCES)}`;
  // Made-up brand names (one or two per gig) give the vocabulary the long tail real listings have.
  const brand = () =>
    Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('') +
    pick(['', 'ly', 'io', 'kart', 'hub', 'wala', 'studio']);
  const fill = (s: string) => s.replace('{n}', String(2 + Math.floor(random() * 12))).replace('{city}', pick(CITIES));
  const desc = [
    `Looking for ${service.toLowerCase()}? I use ${tool} and ${pick(words.tools)} to give you ${outcome}.`,
    `Recent work: a ${pick(INDUSTRIES)} in ${pick(CITIES)} (${brand()}) and a ${pick(INDUSTRIES)} called ${brand()}.`,
    fill(pick(FILLER)),
    `You get ${pick(words.outcomes)} and ${pick(words.outcomes)}, with source files on request.`,
    fill(pick(FILLER)),
  ].join(' ');
  const starNumber = random() < 0.4 ? Math.floor(random() * 80) : 0;
  const totalStars = starNumber ? Math.round(starNumber * (3 + random() * 2)) : 0;
  const img = (k: number) => `/uploads/bench/${i}-${k}.webp`;
  return {
    userId,
    title,
    cat,
    cover: img(0),
    images: [img(1), img(2), img(3), img(4)],
    desc,
    shortTitle: `${pick(['Basic', 'Standard', 'Starter', 'Pro'])} ${service}`,
    shortDesc: `${service} with ${outcome} using ${tool}.`,
    deliveryTime: 1 + Math.floor(random() * 14),
    revisionNumber: Math.floor(random() * 5),
    features: [`${tool} source file`, outcome, pick(words.outcomes)].slice(0, 1 + Math.floor(random() * 3)),
    pricePaise: (5 + Math.floor(random() * 500)) * 10_000,
    sales: Math.floor(random() ** 3 * 600),
    totalStars,
    starNumber,
    ratingScore: topRatedScore(totalStars, starNumber),
    createdAt: new Date(Date.now() - Math.floor(random() * 730 * 86_400_000)),
  };
}

export async function seedGigs(app: App) {
  const random = rng(20_250_212);
  const sellers = await app.deps.db
    .insert(users)
    .values(
      Array.from({ length: SELLER_COUNT }, (_, i) => ({
        username: `bench.seller${i}`,
        email: `bench.seller${i}@example.in`,
        passwordHash: 'not-a-login',
        isSeller: true,
      })),
    )
    .returning({ id: users.id });
  for (let start = 0; start < GIG_COUNT; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, GIG_COUNT - start) }, (_, k) =>
      makeGig(random, sellers[(start + k) % sellers.length].id, start + k),
    );
    await app.deps.db.insert(gigs).values(batch);
  }
  // What autovacuum does after a bulk load (PGlite has none): statistics, and the visibility map that lets
  // relevance read its covering index without visiting the table.
  await app.deps.db.execute(sql`VACUUM ANALYZE`);
}

/** A scratch database on the server of DATABASE_URL, dropped afterwards. */
async function scratchDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `gb_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DB) {
        console.log(`kept the scratch database ${name} (BENCH_KEEP_DB); drop it with DROP DATABASE ${name}`);
        await admin.end();
        return;
      }
      // The app's pool has just been ended; give its sockets a moment to close rather than killing them.
      for (let i = 0; i < 20; i++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function runExploreSearchBench() {
  // BENCH_REUSE_DB: a scratch database a run with BENCH_KEEP_DB left behind, measured again without reseeding.
  const reuse = process.env.DATABASE_URL && process.env.BENCH_REUSE_DB;
  const scratch = reuse
    ? {
        url: Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${reuse}` }).toString(),
        drop: async () => {},
      }
    : process.env.DATABASE_URL
      ? await scratchDatabase(process.env.DATABASE_URL)
      : undefined;
  const app = await buildApp({
    ...loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gb-bench-explore-')),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      SESSION_SECRET: randomBytes(24).toString('hex'),
    }),
    databaseUrl: scratch?.url ?? 'memory://',
    httpRateLimit: false,
  });
  try {
    const t = Date.now();
    if (!reuse) await seedGigs(app);
    const { rows } = await app.deps.db.execute<{ n: number; g: number }>(
      sql`SELECT (SELECT count(*)::int FROM search_words) AS n, (SELECT count(*)::int FROM gigs) AS g`,
    );
    console.log(
      `\nExplore search: ${rows[0].g} gigs, ${rows[0].n} vocabulary words on ${app.deps.database.kind}, seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );

    // CPU time per request, this process plus the database's server processes: on a shared machine the
    // wall-clock figures include waiting for a core, this does not (Linux /proc, PostgreSQL only).
    const serverPids = async () =>
      app.deps.database.kind === 'postgres'
        ? (
            await app.deps.db.execute<{ pid: number }>(
              sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
            )
          ).rows.map((r) => Number(r.pid))
        : [];
    const ticks = (pids: number[]) =>
      pids.reduce((sum, pid) => {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
          return sum + Number(fields[11]) + Number(fields[12]);
        } catch {
          return sum;
        }
      }, 0);
    const TICK_MS = 10;
    const measure = async (name: string, runs: number, fn: () => Promise<unknown>) => {
      const pids = await serverPids();
      const [cpu0, db0] = [process.cpuUsage(), ticks(pids)];
      const wall = await measureWall(name, runs, fn);
      const cpu = process.cpuUsage(cpu0);
      const dbMs = (ticks(pids) - db0) * TICK_MS;
      const warm = runs + Math.min(20, runs);
      const perRequest = ((cpu.user + cpu.system) / 1000 + dbMs) / warm;
      console.log(`${''.padEnd(40)} CPU ${perRequest.toFixed(2).padStart(7)} ms per request (node + database)`);
      return wall;
    };

    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      return res;
    };
    const queries = [
      'logo design',
      'logoo desing',
      'wordpress website',
      'wordpres websit',
      'youtube video editing',
      'social media marketing',
      'data analysis python',
      'design',
      'app',
      'gst return filing',
      'desgin',
      'pich deck',
      'flutter ap',
      'gst retrun',
      'vioce over',
    ];
    for (const q of queries) {
      const hits = (await get(`/api/gigs?search=${encodeURIComponent(q)}&limit=100`)).json().length;
      await measure(`search "${q}" (${hits === 100 ? '100+' : hits} hits)`, RUNS, () =>
        get(`/api/gigs?search=${encodeURIComponent(q)}`),
      );
    }
    await measure('search "mobile app" cat=dev max=20000', RUNS, () =>
      get('/api/gigs?search=mobile%20app&cat=dev&max=20000'),
    );
    for (const q of ['design', 'app']) {
      const next = (await get(`/api/gigs?search=${q}`)).headers['x-next-cursor'];
      await measure(`search "${q}", page 2 (cursor)`, RUNS, () => get(`/api/gigs?search=${q}&cursor=${next}`));
    }
    // Deep in the list: past the ranked head, where pages are a walk by sales.
    let deep = '';
    for (let i = 0; i < 15; i++)
      deep = (await get(`/api/gigs?search=design${deep && `&cursor=${deep}`}`)).headers['x-next-cursor'] as string;
    await measure('search "design", page 16 (cursor)', RUNS, () => get(`/api/gigs?search=design&cursor=${deep}`));
    await measure('search "design" sort=createdAt', RUNS, () => get('/api/gigs?search=design&sort=createdAt'));
    await measure('explore, no search (best selling)', RUNS, () => get('/api/gigs'));
    await measure('explore cat=web sort=price', RUNS, () => get('/api/gigs?cat=web&sort=price'));
    await measure('top-rated', RUNS, () => get('/api/gigs/top-rated'));
  } finally {
    await app.close();
    await scratch?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runExploreSearchBench();
