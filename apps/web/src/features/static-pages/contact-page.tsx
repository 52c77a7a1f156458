import { Link } from 'react-router';
import { Mail, MapPin, CircleCheck } from 'lucide-react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import { InfoTable } from './info-table';
import { PolicyLayout, type PolicySection } from './policy-layout';
import styles from './content.module.css';

const checklist = [
  `Your ${PRODUCT_NAME} username`,
  'The order id, if your question is about an order or a payment',
  'Screenshots of what you see, including any error message',
  'The steps that lead to the problem, so we can reproduce it',
  'Your device and browser — for example, “Android phone, Chrome” or “Windows laptop, Firefox”',
];

const sections: PolicySection[] = [
  {
    id: 'email',
    title: 'Write to us',
    content: (
      <>
        <ul className={styles.grid}>
          <li>
            <div className={styles.card}>
              <span className={styles.iconBadge} aria-hidden="true">
                <Mail size={22} />
              </span>
              <h3>E-mail support</h3>
              <p>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
              <p>We usually reply within 24–48 hours.</p>
            </div>
          </li>
          <li>
            <div className={styles.card}>
              <span className={styles.iconBadge} aria-hidden="true">
                <MapPin size={22} />
              </span>
              <h3>Headquarters</h3>
              <p>{COMPANY.legalName}</p>
              <p>{COMPANY.headquarters}</p>
            </div>
          </li>
        </ul>
        <p>
          {PRODUCT_NAME} is a fully online company, so we help by e-mail rather than in person. Before you write, the{' '}
          <Link to={paths.help()}>Help Centre</Link> lists known issues and what to do about them.
        </p>
      </>
    ),
  },
  {
    id: 'hours',
    title: 'Support hours',
    content: (
      <>
        <p>All times are India Standard Time (IST). You can write at any time; we answer during these hours.</p>
        <InfoTable
          caption="Support hours in India Standard Time"
          columns={['Day', 'Hours (IST)']}
          rows={[
            ['Monday – Friday', '9:00 – 18:00'],
            ['Saturday', '10:00 – 14:00'],
            ['Sunday', 'Closed'],
          ]}
        />
      </>
    ),
  },
  {
    id: 'response-times',
    title: 'Response times',
    content: (
      <>
        <p>We aim to reply to every message within 24–48 hours. Urgent money and account matters come first:</p>
        <InfoTable
          caption="How quickly we reply, by type of query"
          columns={['Type of query', 'First reply within']}
          rows={[
            ['Account queries', '24 hours'],
            ['Payment queries', '24 hours'],
            ['Technical issues', '48 hours'],
            ['General inquiries', '48 hours'],
          ]}
        />
        <p className={styles.muted}>
          Response times count support hours, so a message sent on Sunday is answered from Monday.
        </p>
      </>
    ),
  },
  {
    id: 'checklist',
    title: 'What to have ready',
    content: (
      <>
        <p>Including these details in your first message saves a round of questions and gets you an answer sooner:</p>
        <ul className={styles.checklist}>
          {checklist.map((item) => (
            <li key={item}>
              <CircleCheck size={18} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p>Please never send us your password or full card details. We will never ask for them.</p>
      </>
    ),
  },
];

export default function ContactPage() {
  return (
    <PolicyLayout
      title="Contact Us"
      description={`Contact ${PRODUCT_NAME} support by e-mail. Support hours, response times and what to include so we can help quickly.`}
      intro={
        <p>Questions about an order, a payment or your account? Our support team in {COMPANY.city} is here to help.</p>
      }
      sections={sections}
      related={[
        { to: paths.help(), label: 'Help Centre' },
        { to: paths.refund(), label: 'Cancellation & Refund Policy' },
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.about(), label: 'About GigBazaar' },
      ]}
    />
  );
}
