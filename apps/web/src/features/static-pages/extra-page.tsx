import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { FOUNDER_USERNAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { Meta } from '../../app/meta';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import layout from './policy-layout.module.css';
import styles from './extra-page.module.css';

interface LinkItem {
  label: string;
  description: string;
  to?: string;
  href?: string;
}

const groups: { id: string; title: string; links: LinkItem[] }[] = [
  {
    id: 'marketplace',
    title: 'Marketplace',
    links: [
      { label: 'Home', to: paths.home(), description: 'Featured categories, top-rated gigs and your dashboard.' },
      { label: 'Explore gigs', to: paths.explore(), description: 'Browse and search every gig by category.' },
      { label: 'Become a Seller', to: paths.seller(), description: 'Offer your skills as gigs on GigBazaar.' },
      { label: 'Orders', to: paths.orders(), description: 'The gigs you have bought or sold.' },
      { label: 'Messages', to: paths.messages(), description: 'Your conversations with buyers and sellers.' },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    links: [
      { label: 'Sign up', to: paths.register(), description: 'Create a free account.' },
      { label: 'Log in', to: paths.login(), description: 'Sign in to your account.' },
      { label: 'Settings', to: paths.settings(), description: 'Your profile, password and preferences.' },
      { label: 'Beta settings', to: paths.betaSettings(), description: 'Try new profile fields before everyone else.' },
    ],
  },
  {
    id: 'company',
    title: 'Company',
    links: [
      { label: 'About', to: paths.about(), description: 'Our mission, values and story.' },
      {
        label: 'Roadmap',
        to: paths.roadmap(),
        description: `What is coming, up to our public launch in ${COMPANY.plannedLaunch} and beyond.`,
      },
      {
        label: 'Founder’s profile',
        to: paths.profile(FOUNDER_USERNAME),
        description: `${COMPANY.founderName}, founder of ${PRODUCT_NAME}.`,
      },
    ],
  },
  {
    id: 'support',
    title: 'Help and support',
    links: [
      { label: 'Help Centre', to: paths.help(), description: 'Known issues and what to do about them.' },
      { label: 'Contact Us', to: paths.contact(), description: 'Support hours, response times and how to reach us.' },
      { label: 'E-mail support', href: `mailto:${SUPPORT_EMAIL}`, description: SUPPORT_EMAIL },
    ],
  },
  {
    id: 'policies',
    title: 'Policies',
    links: [
      { label: 'Terms and Conditions', to: paths.terms(), description: 'The rules for using GigBazaar.' },
      { label: 'Privacy Policy', to: paths.privacy(), description: 'What data we collect and why.' },
      { label: 'AI Privacy Policy', to: paths.aiPrivacy(), description: 'How our automatic message moderator works.' },
      { label: 'Cancellation & Refund Policy', to: paths.refund(), description: 'Escrow, refunds and disputes.' },
      { label: 'Shipping Policy', to: paths.shipping(), description: 'How digital delivery works.' },
      { label: 'Takedown Policy', to: paths.takedown(), description: 'How to report infringing content.' },
    ],
  },
  {
    id: 'elsewhere',
    title: 'Useful links elsewhere',
    links: [
      {
        label: COMPANY.paymentProvider,
        href: 'https://razorpay.com/',
        description: 'Our payment provider, which handles card and UPI payments.',
      },
      {
        label: 'National Consumer Helpline',
        href: 'https://consumerhelpline.gov.in/',
        description: 'The Government of India’s helpline for consumer complaints.',
      },
    ],
  },
];

function Item({ item }: { item: LinkItem }) {
  const external = item.href?.startsWith('http');
  const body = (
    <>
      <span className={styles.label}>
        {item.label}
        {external && (
          <>
            <ExternalLink size={14} aria-hidden="true" className={styles.externalIcon} />
            <span className="visually-hidden"> (opens another website)</span>
          </>
        )}
      </span>
      <span className={styles.description}>{item.description}</span>
    </>
  );
  return (
    <li>
      {item.to ? (
        <Link to={item.to} className={styles.link}>
          {body}
        </Link>
      ) : (
        <a href={item.href} className={styles.link} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          {body}
        </a>
      )}
    </li>
  );
}

export default function ExtraPage() {
  return (
    <main id="main" className={`page-narrow ${layout.page}`}>
      <Meta
        title="Links"
        description={`Every page of ${PRODUCT_NAME} in one place: the marketplace, your account, help and our policies.`}
      />
      <header className={layout.header}>
        <h1 className={layout.title}>Links</h1>
        <div className={layout.intro}>
          <p>Every page of {PRODUCT_NAME} in one place, plus a few useful links elsewhere.</p>
        </div>
      </header>
      {groups.map((g) => (
        <section key={g.id} className={styles.group} aria-labelledby={`links-${g.id}`}>
          <h2 id={`links-${g.id}`} className={styles.groupTitle}>
            {g.title}
          </h2>
          <ul className={styles.list}>
            {g.links.map((item) => (
              <Item key={item.label} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
