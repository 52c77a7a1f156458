import { PackageCheck, Search, ShieldCheck, type LucideIcon } from 'lucide-react';
import styles from './how-it-works.module.css';

const STEPS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Search,
    title: 'Find a service',
    text: 'Browse gigs by category or search for exactly what you need. Every gig shows its fixed price in rupees up front.',
  },
  {
    icon: ShieldCheck,
    title: 'Pay securely in rupees',
    text: 'Pay through a trusted payment provider. Your money is held in escrow until you approve the work.',
  },
  {
    icon: PackageCheck,
    title: 'Get it delivered',
    text: 'Talk to your seller, follow the order and approve the delivery. Everything is digital, so nothing needs shipping.',
  },
];

/** Under the visitors' marketing block on home: how buying works, in three steps. */
export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="home-how-title" data-testid="home-how-it-works">
      <div className={styles.header}>
        <h2 id="home-how-title" className={styles.title}>
          How GigBazaar works
        </h2>
        <p className={styles.lead}>From idea to delivery in three simple steps.</p>
      </div>

      <ol className={styles.steps}>
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className={styles.step}>
            <div className={styles.stepTop}>
              <span className={styles.stepIcon} aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
            </div>
            <h3 className={styles.stepTitle}>{title}</h3>
            <p className={styles.stepText}>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
