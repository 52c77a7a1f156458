import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import { PolicyLayout, type PolicySection } from './policy-layout';
import styles from './content.module.css';

const checks: { title: string; example: string }[] = [
  { title: 'Phone numbers', example: 'mobile and landline numbers, with or without +91' },
  { title: 'E-mail addresses', example: 'including ones written as “name at gmail dot com”' },
  { title: 'Links', example: 'web addresses and shortened links to other sites' },
  { title: 'Social media handles', example: 'Instagram, Telegram, WhatsApp and similar usernames' },
  { title: 'UPI ids', example: 'such as name@okbank or a phone number @upi' },
  { title: 'Aadhaar numbers', example: 'the 12-digit identity number' },
  { title: 'PAN numbers', example: 'the 10-character tax identifier' },
  { title: 'Bank details', example: 'account numbers and IFSC codes' },
  { title: 'Addresses', example: 'house, street and PIN code details' },
];

const sections: PolicySection[] = [
  {
    id: 'what-it-is',
    title: 'What the moderator is',
    content: (
      <>
        <p>
          {PRODUCT_NAME} uses an automatic moderation system, built and run in-house on our own servers, that checks
          every message before it is delivered. It looks for personal information that could move work and payments off
          the platform, where we can no longer protect either side with escrow and dispute resolution. It also stops
          scammers from collecting phone numbers and bank details.
        </p>
        <p>
          The moderator is a program, not a person. Nobody at {PRODUCT_NAME} reads your messages as part of this check.
        </p>
      </>
    ),
  },
  {
    id: 'what-it-checks',
    title: 'What it checks for',
    content: (
      <>
        <ul className={`${styles.grid} ${styles.compact}`}>
          {checks.map((c) => (
            <li key={c.title}>
              <div className={styles.card}>
                <h3>{c.title}</h3>
                <p>{c.example}</p>
              </div>
            </li>
          ))}
        </ul>
        <p>
          People sometimes try to slip details past a filter, so the moderator also recognises them when they are
          spelled out in words (“nine eight four…”), split up with spaces or symbols, or written in other scripts — for
          example in Devanagari, Telugu or Tamil numerals.
        </p>
      </>
    ),
  },
  {
    id: 'flagged',
    title: 'When a message is flagged',
    content: (
      <>
        <p>
          If the moderator finds personal information, the message is not sent. You see a short explanation of what was
          found, so you can rewrite the message and send it again.
        </p>
        <p>
          <strong>Rejected messages are not stored.</strong> The text of a rejected message is discarded as soon as it
          has been checked: it does not reach the other person, it is not saved in your conversation and it is not kept
          in our logs.
        </p>
      </>
    ),
  },
  {
    id: 'false-flags',
    title: 'False flags and how to report them',
    content: (
      <>
        <p>
          No automatic system is perfect. An order number, a price or a design size can occasionally look like a phone
          number or a bank account. If a harmless message is blocked:
        </p>
        <ul>
          <li>try rephrasing it — for example, write large numbers with their units (“1920 × 1080 pixels”);</li>
          <li>
            report it to our moderation team at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with
            “Moderation” in the subject line. Because rejected messages are not stored, please include the text you
            tried to send and the approximate time.
          </li>
        </ul>
        <p>Your reports help us make the moderator more accurate for everyone.</p>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'What we never do with your messages',
    content: (
      <ul>
        <li>We never sell your messages or any data derived from them.</li>
        <li>We never use your messages to train third-party AI models.</li>
        <li>We never send your messages to outside AI services for moderation — the check runs on our own servers.</li>
      </ul>
    ),
  },
  {
    id: 'more',
    title: 'Questions',
    content: (
      <p>
        This policy adds to our main <Link to={paths.privacy()}>Privacy Policy</Link>, which covers everything else we
        do with your data. For questions about moderation, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. {COMPANY.legalName} is responsible for this system.
      </p>
    ),
  },
];

export default function AiPrivacyPage() {
  return (
    <PolicyLayout
      title="AI Privacy Policy"
      description={`How ${PRODUCT_NAME}'s automatic in-house moderator checks messages for personal information, what happens to flagged messages and how to report a false flag.`}
      updated={COMPANY.policiesUpdated}
      intro={
        <p>
          To keep conversations safe, an automatic moderator checks messages for personal contact and payment details.
          Here is exactly what it does — and what it doesn’t.
        </p>
      }
      sections={sections}
      related={[
        { to: paths.privacy(), label: 'Privacy Policy' },
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.help(), label: 'Help Centre' },
      ]}
    />
  );
}
