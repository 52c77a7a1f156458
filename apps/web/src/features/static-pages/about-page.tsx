import { Link } from 'react-router';
import { Award, Briefcase, HeartHandshake, Lightbulb, Sparkles, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { FOUNDER_USERNAME, PRODUCT_NAME } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMPANY, REFUND_WINDOW_DAYS } from './company';
import { DevelopmentNotice, PolicyLayout, type PolicySection } from './policy-layout';
import styles from './content.module.css';
import about from './about-page.module.css';

const values: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: HeartHandshake,
    title: 'Respect',
    text: 'Every freelancer’s time and every client’s money deserve care. We build fair rules, pay on time and treat people as people, not as tickets.',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'A marketplace is only as strong as the people in it. We listen to our sellers and buyers and grow GigBazaar together with them.',
  },
  {
    icon: Award,
    title: 'Excellence',
    text: 'Honest reviews, clear gig descriptions and careful moderation help great work stand out — and keep standards high for everyone.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'From escrow on every order to an in-house moderator that reads Indian scripts, we use technology to solve real problems for Indian freelancers.',
  },
];

const sections: PolicySection[] = [
  {
    id: 'mission',
    title: 'Our mission',
    content: (
      <p>
        {PRODUCT_NAME} exists to give India’s freelancers a fair place to earn, and to give anyone who needs work done a
        safe way to find the right person. Talent is everywhere — in metro cities and small towns alike — and we want
        every skilled person to be able to build a living from it, paid fairly and in rupees.
      </p>
    ),
  },
  {
    id: 'values',
    title: 'Our values',
    content: (
      <ul className={styles.grid}>
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <div className={styles.card}>
              <span className={styles.iconBadge} aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'how-it-works',
    title: 'How GigBazaar works',
    content: (
      <ul className={styles.grid}>
        <li>
          <div className={styles.card}>
            <span className={styles.iconBadge} aria-hidden="true">
              <Sparkles size={22} />
            </span>
            <h3>For Talent</h3>
            <p>
              Turn your skills into gigs: fixed-price services with a clear description, delivery time and number of
              revisions. Clients find you by category and search, and you talk to them on the platform.
            </p>
            <ul>
              <li>Know the money is in escrow before you start.</li>
              <li>Build your reputation with every review.</li>
              <li>Claim your payment if a client doesn’t respond.</li>
            </ul>
          </div>
        </li>
        <li>
          <div className={styles.card}>
            <span className={styles.iconBadge} aria-hidden="true">
              <Briefcase size={22} />
            </span>
            <h3>For Clients</h3>
            <p>
              Browse gigs in design, development, writing, marketing and more. Compare prices, delivery times and
              reviews, then order with a clear price in rupees — no quotes to chase.
            </p>
            <ul>
              <li>Your payment is released only when you approve the work.</li>
              <li>Ask for revisions, or a refund within {REFUND_WINDOW_DAYS} days.</li>
              <li>Get help from our team if something goes wrong.</li>
            </ul>
          </div>
        </li>
      </ul>
    ),
  },
  {
    id: 'story',
    title: 'Our story',
    content: (
      <>
        <p>
          {PRODUCT_NAME} was founded in {COMPANY.founded} in {COMPANY.city}. It started with a simple frustration:
          talented freelancers were losing work to unpaid invoices, and clients were losing money to people who
          disappeared after an advance. Both sides wanted the same thing — a fair deal they could trust.
        </p>
        <p>
          So we set out to build a marketplace designed for India from the ground up: prices in rupees, payments by card
          and UPI, money held safely in escrow, and a moderator that keeps conversations on the platform where everyone
          is protected. {PRODUCT_NAME} is operated by {COMPANY.legalName}.
        </p>
        <p>
          We are still in development, testing every part of the marketplace before our public launch, planned for{' '}
          {COMPANY.plannedLaunch}. You can follow our progress on the <Link to={paths.roadmap()}>roadmap</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'founder',
    title: 'Meet the founder',
    content: (
      <div className={about.founder}>
        <span className={about.initials} aria-hidden="true">
          AS
        </span>
        <div>
          <h3 className={about.founderName}>{COMPANY.founderName}</h3>
          <p className={about.founderRole}>Founder, {PRODUCT_NAME}</p>
          <p>
            Aarav founded {PRODUCT_NAME} in {COMPANY.city} in {COMPANY.founded} to build a marketplace where sellers
            never have to doubt that they will be paid, and clients only pay for work they receive. He leads the product
            and reads the feedback from every early user.
          </p>
          <Link to={paths.profile(FOUNDER_USERNAME)} className={about.profileLink}>
            View Aarav’s profile (@{FOUNDER_USERNAME})
          </Link>
        </div>
      </div>
    ),
  },
];

export default function AboutPage() {
  return (
    <PolicyLayout
      title="About"
      description={`${PRODUCT_NAME} is a freelance services marketplace for India, founded in ${COMPANY.founded} in ${COMPANY.city}. Our mission, values and story.`}
      intro={
        <p>
          {PRODUCT_NAME} is a freelance services marketplace for India, connecting skilled independent talent with the
          people and businesses who need them.
        </p>
      }
      notice={<DevelopmentNotice />}
      sections={sections}
      toc={false}
      relatedTitle="Learn more"
      related={[
        { to: paths.contact(), label: 'Contact Us' },
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.refund(), label: 'Cancellation/Refund Policy' },
        { to: paths.shipping(), label: 'Shipping Policy' },
      ]}
    />
  );
}
