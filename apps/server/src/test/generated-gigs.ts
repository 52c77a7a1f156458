/**
 * A generated marketplace catalogue of any size, the same on every run: gigs across the 14 categories written
 * the way sellers write them, with the long tail of shop and brand names real listings have, and services
 * spread Zipf-like (the n-th most offered service in about 1/n of the gigs), so that at 100,000 gigs "logo"
 * and "website" are in thousands of gigs as on a real marketplace and the rarest services in a few hundred.
 * The explore-search benchmark (bench/explore-search.ts) and the misspelt-search test on a large catalogue
 * (modules/gigs/search-misspellings.test.ts) both seed through `seedGeneratedGigs`.
 */
import { CATEGORY_VALUES, type TCategory } from '@gigbazaar/shared/constants';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import type { Db } from '../platform/db/client';
import { gigs, users } from '../platform/db/schema';

/** What sellers of each category offer, in the words they write. */
export const CATEGORY_WORDS: Record<TCategory, { services: string[]; tools: string[]; outcomes: string[] }> = {
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

/**
 * The services buyers ask for most, most asked first; every other service of CATEGORY_WORDS follows in
 * category order. The n-th service of the whole ranking is offered by a share 1/n of the gigs.
 */
const MOST_OFFERED = [
  'logo design',
  'WordPress website',
  'video editing',
  'mobile app',
  'social media marketing',
  'SEO audit',
  'article writing',
  'product photography',
  'ecommerce website',
  'landing page',
  'YouTube video editing',
  'business card',
  'blog post',
  'data analysis',
  'explainer video',
  'voice over',
  'flyer design',
  'Shopify store',
  'business plan',
  'bookkeeping',
];

/** Every service with its category, most offered first, and the cumulative Zipf weights to draw from. */
export const SERVICE_RANKING: Array<{ cat: TCategory; service: string }> = (() => {
  const all = CATEGORY_VALUES.flatMap((cat) => CATEGORY_WORDS[cat].services.map((service) => ({ cat, service })));
  const rank = (s: string) => {
    const at = MOST_OFFERED.indexOf(s);
    return at < 0 ? MOST_OFFERED.length : at;
  };
  // A stable sort: the services not named keep their category order.
  return all.sort((a, b) => rank(a.service) - rank(b.service));
})();
const CUMULATIVE = (() => {
  let sum = 0;
  const out = SERVICE_RANKING.map((_, n) => (sum += 1 / (n + 1)));
  return out.map((c) => c / sum);
})();

function drawService(random: () => number) {
  const r = random();
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (CUMULATIVE[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return SERVICE_RANKING[lo];
}

/** One gig row; `i` only names its images. */
export function makeGig(random: () => number, userId: string, i: number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const { cat, service } = drawService(random);
  const words = CATEGORY_WORDS[cat];
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

/**
 * Inserts `count` generated gigs and their sellers (one per 25 gigs, usernames `<prefix>.seller<n>`), in
 * batches of 500, the same gigs for the same count and seed. The caller runs ANALYZE (or VACUUM ANALYZE) if it
 * measures plans.
 */
export async function seedGeneratedGigs(db: Db, count: number, { seed = 20_250_212, prefix = 'bench' } = {}) {
  const random = rng(seed);
  const sellers = await db
    .insert(users)
    .values(
      Array.from({ length: Math.max(1, Math.ceil(count / 25)) }, (_, i) => ({
        username: `${prefix}.seller${i}`,
        email: `${prefix}.seller${i}@example.in`,
        passwordHash: 'not-a-login',
        isSeller: true,
      })),
    )
    .returning({ id: users.id });
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      makeGig(random, sellers[(start + k) % sellers.length].id, start + k),
    );
    await db.insert(gigs).values(batch);
  }
}
