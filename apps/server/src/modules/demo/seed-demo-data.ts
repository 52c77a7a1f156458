import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { users } from '../../platform/db/schema';
import { hashPassword } from '../../platform/crypto';
import type { LocalStorage } from '../../platform/storage';
import { makeAvatar } from './avatar';

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
];

export async function hasAnyUser(deps: Deps): Promise<boolean> {
  const rows = await deps.db.execute(sql`select exists (select 1 from users) as any`);
  return Boolean((rows.rows[0] as { any: boolean }).any);
}

/** Creates the demo accounts; skips any that exist, so running it twice is harmless. */
export async function seedDemoData(deps: Deps, storage: LocalStorage): Promise<string[]> {
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
        createdAt: new Date(Date.UTC(2024, 8 + i, 3 + i * 2)),
      })
      .onConflictDoNothing()
      .returning({ username: users.username });
    if (rows.length) created.push(u.username);
  }
  return created;
}
