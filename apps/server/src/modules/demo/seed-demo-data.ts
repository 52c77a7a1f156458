import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { users } from '../../platform/db/schema';
import { hashPassword } from '../../platform/crypto';
import type { Storage } from '../../platform/storage';
import { makeAvatar } from './avatar';
import { seedDemoGigs } from './seed-gigs';
import { seedDemoPayoutAccounts } from './demo-payouts';

/** Every demo account shares this password; the README lists the accounts. */
export const DEMO_PASSWORD = 'gigbazaar1';

interface DemoUser {
  username: string;
  email: string;
  role: 'admin' | 'seller' | 'buyer';
  desc: string;
  skills?: string[];
  firstLanguage?: string;
  workingHours?: [string, string];
  dateOfBirth?: string;
  lastLoginMinutesAgo: number;
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'aarav',
    email: 'aarav@gigbazaar.in',
    role: 'admin',
    desc: 'Founder of GigBazaar. I started it in Hyderabad in September 2024 so Indian freelancers could sell their skills at fair prices, paid in rupees.',
    skills: ['Product management', 'Full-stack development', 'Community building'],
    firstLanguage: 'Telugu',
    workingHours: ['9:30', '18:30'],
    dateOfBirth: '1996-04-14',
    lastLoginMinutesAgo: 1,
  },
  {
    username: 'priya.designs',
    email: 'priya@example.in',
    role: 'seller',
    desc: 'Brand and logo designer from Pune with 7 years of experience. I have designed identities for cafés, D2C brands and early-stage startups across India.',
    skills: ['Logo design', 'Brand identity', 'Illustration', 'Figma'],
    firstLanguage: 'Marathi',
    workingHours: ['10:00', '19:00'],
    dateOfBirth: '1993-08-02',
    lastLoginMinutesAgo: 45,
  },
  {
    username: 'rohan_dev',
    email: 'rohan@example.in',
    role: 'seller',
    desc: 'Full-stack developer in Bengaluru. React, Node.js and PostgreSQL; I build fast web apps and fix slow ones. Previously at two fintech startups.',
    skills: ['React', 'Node.js', 'PostgreSQL', 'TypeScript'],
    firstLanguage: 'Kannada',
    workingHours: ['11:00', '20:00'],
    dateOfBirth: '1995-01-21',
    lastLoginMinutesAgo: 60 * 26,
  },
  {
    username: 'meera.writes',
    email: 'meera@example.in',
    role: 'seller',
    desc: 'Content writer and copy editor from Kochi. Blogs, website copy and product descriptions in English and Malayalam, delivered on time.',
    skills: ['Copywriting', 'SEO writing', 'Editing', 'Malayalam'],
    firstLanguage: 'Malayalam',
    workingHours: ['9:00', '17:00'],
    dateOfBirth: '1998-11-09',
    lastLoginMinutesAgo: 60 * 24 * 4,
  },
  {
    username: 'kabir.films',
    email: 'kabir@example.in',
    role: 'seller',
    desc: 'Video editor and photographer in Mumbai. Eight years of YouTube edits, Instagram reels, wedding films and product shoots for D2C brands. Premiere Pro, DaVinci Resolve and Lightroom.',
    skills: ['Video editing', 'Colour grading', 'Motion graphics', 'Product photography'],
    firstLanguage: 'Hindi',
    workingHours: ['12:00', '21:00'],
    dateOfBirth: '1992-06-17',
    lastLoginMinutesAgo: 20,
  },
  {
    username: 'dhruv.beats',
    email: 'dhruv@example.in',
    role: 'seller',
    desc: 'Music producer and voice artist from Delhi with a home studio. Jingles, background scores, mixing and Hindi, English and Punjabi voice-overs for ads, e-learning and YouTube.',
    skills: ['Music production', 'Voice over', 'Mixing and mastering', 'Jingles'],
    firstLanguage: 'Hindi',
    workingHours: ['13:00', '22:00'],
    dateOfBirth: '1997-02-28',
    lastLoginMinutesAgo: 60 * 3,
  },
  {
    username: 'ishita.data',
    email: 'ishita@example.in',
    role: 'seller',
    desc: 'Data scientist in Hyderabad. Python, SQL and Power BI; I turn messy Excel sheets into dashboards and forecasts that owners actually use. Ex-analyst at an e-commerce unicorn.',
    skills: ['Python', 'Machine learning', 'Power BI', 'SQL'],
    firstLanguage: 'Telugu',
    workingHours: ['10:00', '18:30'],
    dateOfBirth: '1994-10-05',
    lastLoginMinutesAgo: 90,
  },
  {
    username: 'nikhil.ca',
    email: 'nikhil@example.in',
    role: 'seller',
    desc: 'Chartered Accountant in Ahmedabad. GST, income-tax returns, bookkeeping and financial models for freelancers, MSMEs and early-stage startups. Clear answers, no jargon.',
    skills: ['GST', 'Income tax', 'Financial modelling', 'Tally and Zoho Books'],
    firstLanguage: 'Gujarati',
    workingHours: ['9:00', '18:00'],
    dateOfBirth: '1990-12-12',
    lastLoginMinutesAgo: 60 * 24 * 2,
  },
  {
    username: 'ananya',
    email: 'ananya@example.in',
    role: 'buyer',
    desc: 'I run a small organic skincare brand in Jaipur and hire freelancers for design and marketing.',
    lastLoginMinutesAgo: 8,
    firstLanguage: 'Hindi',
  },
  {
    username: 'vikram.k',
    email: 'vikram@example.in',
    role: 'buyer',
    desc: 'Founder of a logistics startup in Chennai, looking for developers and writers.',
    lastLoginMinutesAgo: 60 * 24 * 40,
  },
  {
    username: 'sneha_m',
    email: 'sneha@example.in',
    role: 'buyer',
    desc: '',
    lastLoginMinutesAgo: 60 * 5,
  },
  {
    username: 'rahul.verma',
    email: 'rahul@example.in',
    role: 'buyer',
    desc: 'I run a JEE and NEET coaching institute in Lucknow and hire freelancers for our website, videos and ads.',
    firstLanguage: 'Hindi',
    lastLoginMinutesAgo: 60 * 7,
  },
  {
    username: 'fatima.bakes',
    email: 'fatima@example.in',
    role: 'buyer',
    desc: 'Home baker in Hyderabad. Custom cakes and dum ka meetha, orders on Instagram and WhatsApp.',
    firstLanguage: 'Urdu',
    lastLoginMinutesAgo: 35,
  },
  {
    username: 'karthik_r',
    email: 'karthik@example.in',
    role: 'buyer',
    desc: 'Second-generation knitwear exporter in Tiruppur, moving our family business online.',
    firstLanguage: 'Tamil',
    lastLoginMinutesAgo: 60 * 24 * 6,
  },
  {
    username: 'neha.gupta',
    email: 'neha@example.in',
    role: 'buyer',
    desc: 'Programme lead at an education NGO in Delhi. We need reports, dashboards and the occasional video.',
    firstLanguage: 'Hindi',
    lastLoginMinutesAgo: 60 * 30,
  },
  {
    username: 'gurpreet.singh',
    email: 'gurpreet@example.in',
    role: 'buyer',
    desc: 'Auto-parts distributor in Ludhiana. Looking for help with GST, our catalogue and a proper website.',
    firstLanguage: 'Punjabi',
    lastLoginMinutesAgo: 60 * 24 * 12,
  },
  {
    username: 'divya.iyer',
    email: 'divya@example.in',
    role: 'buyer',
    desc: 'I teach Bharatanatyam in Chennai and run the academy’s YouTube channel.',
    firstLanguage: 'Tamil',
    lastLoginMinutesAgo: 60 * 2,
  },
];

export async function hasAnyUser(deps: Deps): Promise<boolean> {
  const rows = await deps.db.execute(sql`select exists (select 1 from users) as any`);
  return Boolean((rows.rows[0] as { any: boolean }).any);
}

/**
 * Creates the demo accounts (skipping any that exist), then, while the marketplace has no gig yet,
 * the demo gigs with their artwork, reviews and orders. Running it twice is harmless.
 * Returns the usernames created.
 */
export async function seedDemoData(
  deps: Deps,
  storage: Storage,
  log: (line: string) => void = (line) => console.log(line),
): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  for (const [i, u] of DEMO_USERS.entries()) {
    const img = await storage.putPublic(`avatars/demo-${u.username}.webp`, await makeAvatar(u.username, i));
    const rows = await deps.db
      .insert(users)
      .values({
        username: u.username,
        email: u.email,
        passwordHash,
        desc: u.desc,
        img,
        country: 'India',
        isSeller: u.role !== 'buyer',
        isAdmin: u.role === 'admin',
        skills: u.skills ?? [],
        firstLanguage: u.firstLanguage ?? null,
        workingHoursStart: u.workingHours?.[0] ?? null,
        workingHoursEnd: u.workingHours?.[1] ?? null,
        dateOfBirth: u.dateOfBirth ?? null,
        phone: null,
        lastLogin: new Date(Date.now() - u.lastLoginMinutesAgo * 60_000),
        // Joined between the launch (September 2024) and mid-2025, before any demo gig or review.
        createdAt: new Date(Date.UTC(2024, 8, 3 + i * 17)),
      })
      .onConflictDoNothing()
      .returning({ username: users.username });
    if (rows.length) created.push(u.username);
  }
  // Only for the accounts this seed made: a real user who happens to share a demo name is never touched.
  await seedDemoPayoutAccounts(deps, created);
  const gigs = await seedDemoGigs(
    deps,
    storage,
    DEMO_USERS.map((u) => u.username),
  );
  if (gigs) {
    log(
      `Seeded ${gigs.gigs} demo gigs with ${gigs.reviews} reviews, ${gigs.orders} orders and ${gigs.conversations} conversations in ${(gigs.ms / 1000).toFixed(1)} s.`,
    );
  }
  return created;
}
