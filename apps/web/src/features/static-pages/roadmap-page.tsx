import { Link } from 'react-router';
import { PRODUCT_NAME } from '@gigbazaar/shared/constants';
import { Meta } from '../../app/meta';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import { DevelopmentNotice } from './policy-layout';
import layout from './policy-layout.module.css';
import styles from './roadmap-page.module.css';

type Status = 'released' | 'in-progress' | 'planned';

interface Milestone {
  version: string;
  name: string;
  when: string;
  status: Status;
  items: string[];
}

const STATUS_LABEL: Record<Status, string> = {
  released: 'Released',
  'in-progress': 'In progress',
  planned: 'Planned',
};

const STATUS_CLASS: Record<Status, string | undefined> = {
  released: styles.released,
  'in-progress': styles.inProgress,
  planned: styles.planned,
};

const milestones: Milestone[] = [
  {
    version: 'v0.01',
    name: 'Prototype',
    when: 'September 2024',
    status: 'released',
    items: [
      'The first working marketplace, built in Hyderabad',
      'Sign up and log in, seller profiles and gig listings',
      'Browsing gigs by category',
    ],
  },
  {
    version: 'v0.1',
    name: 'Core marketplace',
    when: 'October 2024',
    status: 'released',
    items: [
      'Search for gigs and sellers, and sorting by best selling or newest',
      'Messages between buyers and sellers, with notifications',
      'Reviews and star ratings, and a top-rated ranking',
    ],
  },
  {
    version: 'v0.5',
    name: 'Safe payments preview',
    when: 'December 2024',
    status: 'in-progress',
    items: [
      'Card and UPI payments through Razorpay, held in escrow (demonstration only)',
      'The in-house AI moderator for messages',
      'Help centre, policy pages and dark mode',
    ],
  },
  {
    version: 'v1.0',
    name: 'Public launch',
    when: 'Mid 2025',
    status: 'planned',
    items: [
      'Real orders and payments open to everyone',
      'Order tracking from delivery to approval, and the full dispute process',
      'Seller verification and faster payouts',
      'A polished experience on mobile browsers',
    ],
  },
  {
    version: 'v1.5',
    name: 'Growing together',
    when: 'Late 2025',
    status: 'planned',
    items: [
      'Hindi and more Indian languages across the site',
      'Custom offers and milestone payments for larger projects',
      'GST invoices and earnings reports for sellers',
    ],
  },
  {
    version: 'v2.0',
    name: 'Beyond the browser',
    when: '2026',
    status: 'planned',
    items: [
      'Android and iOS apps',
      'Team accounts for agencies and businesses',
      'Smarter recommendations to match clients with the right sellers',
    ],
  },
];

export default function RoadmapPage() {
  return (
    <main id="main" className={`page-narrow ${layout.page}`}>
      <Meta
        title="Roadmap"
        description={`Where ${PRODUCT_NAME} has been and where it is going, from the v0.01 prototype to v2.0. Public launch is planned for ${COMPANY.plannedLaunch}.`}
      />
      <header className={layout.header}>
        <h1 className={layout.title}>Roadmap</h1>
        <div className={layout.intro}>
          <p>
            {PRODUCT_NAME} is being built in the open. Our public launch is planned for{' '}
            <strong>{COMPANY.plannedLaunch}</strong>. Here is what each version brings.
          </p>
        </div>
      </header>
      <DevelopmentNotice />
      <ol className={styles.timeline} aria-label="Versions of GigBazaar">
        {milestones.map((m) => (
          <li key={m.version} className={`${styles.milestone} ${STATUS_CLASS[m.status]}`}>
            <span className={styles.dot} aria-hidden="true" />
            <article className={styles.card} aria-labelledby={`v-${m.version}`}>
              <div className={styles.meta}>
                <span className={styles.status}>{STATUS_LABEL[m.status]}</span>
                <span className={styles.when}>{m.when}</span>
              </div>
              <h2 id={`v-${m.version}`} className={styles.heading}>
                <span className={styles.version}>{m.version}</span> {m.name}
              </h2>
              <ul className={styles.items}>
                {m.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
      <p className={styles.footnote}>
        Dates are our current plan and may change as we learn from early users. Have an idea for the roadmap?{' '}
        <Link to={paths.contact()}>Tell us</Link>.
      </p>
    </main>
  );
}
