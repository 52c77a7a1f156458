import { Link } from 'react-router';
import { MessageSquare, MonitorSmartphone, MousePointerClick, ShieldCheck, Smartphone, Wifi } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import styles from './help-page.module.css';

interface Issue {
  id: string;
  icon: LucideIcon;
  title: string;
  affects: string;
  description: string;
  actions: ReactNode[];
}

const report = (subject: string) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** The six known issues, each with its recommended action. */
export const KNOWN_ISSUES: Issue[] = [
  {
    id: 'unresponsive-buttons',
    icon: MousePointerClick,
    title: 'Unresponsive buttons',
    affects: 'All devices',
    description: 'Now and then a button may not respond when you click or tap it.',
    actions: [
      'Refresh the page and try again.',
      'If it keeps happening, clear your browser cache and reload the page.',
    ],
  },
  {
    id: 'mobile-sessions',
    icon: Smartphone,
    title: 'Mobile session issues',
    affects: 'Mobile',
    description:
      'On some mobile browsers you may suddenly appear logged out, or still see the old account after switching.',
    actions: ['Sign out, then sign in again.'],
  },
  {
    id: 'loading-latency',
    icon: Wifi,
    title: 'Data loading latency',
    affects: 'All devices',
    description: 'Gigs, orders or messages can take longer than usual to appear, especially on slower connections.',
    actions: [
      'Check your internet connection.',
      'Refresh the page.',
      <>
        If it persists, <a href={report('Slow loading')}>report it to support</a> with the page you were on.
      </>,
    ],
  },
  {
    id: 'mobile-messaging',
    icon: MessageSquare,
    title: 'Mobile messaging stability',
    affects: 'Mobile',
    description: 'Sending several messages in quick succession from a phone can cause one of them to fail.',
    actions: [
      'Pause for 2–3 seconds between messages.',
      'Keep a backup of important text — for example, copy it before you send it.',
    ],
  },
  {
    id: 'moderation-false-flags',
    icon: ShieldCheck,
    title: 'AI moderation false flags',
    affects: 'Messages',
    description:
      'The automatic moderator occasionally blocks a harmless message, such as one containing an order number or image sizes.',
    actions: [
      <>
        Report it to the moderation team at <a href={report('Moderation')}>{SUPPORT_EMAIL}</a>, with the text you tried
        to send.
      </>,
      <>
        Read how the moderator works in the <Link to={paths.aiPrivacy()}>AI Privacy Policy</Link>.
      </>,
    ],
  },
  {
    id: 'mobile-display',
    icon: MonitorSmartphone,
    title: 'Mobile display',
    affects: 'Mobile',
    description: 'On some screen sizes, parts of a page may overlap or be cut off.',
    actions: [
      'Adjust your device’s display or zoom settings, or turn the phone to landscape.',
      <>
        <a href={report('Display problem')}>Report the page</a> and your device model so we can fix it.
      </>,
    ],
  },
];

export function KnownIssues() {
  return (
    <>
      <h2 className={styles.panelTitle}>Known issues</h2>
      <p className={styles.panelIntro}>
        {PRODUCT_NAME} is still in development. These are the problems we know about and are working on, with what you
        can do in the meantime.
      </p>
      <ol className={styles.issues}>
        {KNOWN_ISSUES.map(({ id, icon: Icon, title, affects, description, actions }) => (
          <li key={id} className={styles.issue}>
            <div className={styles.issueHead}>
              <span className={styles.issueIcon} aria-hidden="true">
                <Icon size={20} />
              </span>
              <h3 id={`issue-${id}`} className={styles.issueTitle}>
                {title}
              </h3>
              <span className={styles.tag}>{affects}</span>
            </div>
            <p className={styles.issueText}>{description}</p>
            <div className={styles.action}>
              <p className={styles.actionTitle}>Recommended action</p>
              <ul className={styles.actionList}>
                {actions.map((a, i) => (
                  <li key={i}>{a}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
