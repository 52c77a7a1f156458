import { useState } from 'react';
import { BookOpen, Download, FileText, Rocket } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { PRODUCT_NAME } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import styles from './help-page.module.css';

const RESOURCES: { id: string; icon: LucideIcon; title: string; description: string }[] = [
  {
    id: 'documentation',
    icon: FileText,
    title: 'Documentation',
    description: `A complete reference to every part of ${PRODUCT_NAME}: accounts, gigs, orders, payments and messages.`,
  },
  {
    id: 'user-guide',
    icon: BookOpen,
    title: 'User Guide',
    description: 'Step-by-step guides for buyers and sellers, from your first gig to your first review.',
  },
  {
    id: 'quick-start',
    icon: Rocket,
    title: 'Quick Start Guide',
    description: 'Everything you need to get going in five minutes, on a single page.',
  },
];

/** The downloads are not written yet: each button reveals an inline "coming soon" notice instead of a dead link. */
export function ResourcesPanel() {
  const [requested, setRequested] = useState<Set<string>>(() => new Set());
  return (
    <>
      <h2 className={styles.panelTitle}>Resources</h2>
      <p className={styles.panelIntro}>Guides to download and keep. We are writing them alongside the product.</p>
      <ul className={styles.resources}>
        {RESOURCES.map(({ id, icon: Icon, title, description }) => (
          <li key={id} className={styles.resource}>
            <span className={styles.issueIcon} aria-hidden="true">
              <Icon size={20} />
            </span>
            <h3 className={styles.resourceTitle}>{title}</h3>
            <p className={styles.resourceText}>{description}</p>
            <Button
              variant="secondary"
              size="small"
              block
              className={styles.resourceButton}
              onClick={() => setRequested((prev) => new Set(prev).add(id))}
            >
              <Download size={16} aria-hidden="true" />
              {title}
            </Button>
            <p className={styles.resourceStatus} role="status">
              {requested.has(id) && (
                <>
                  <strong>Coming soon.</strong> The {title} isn’t ready to download yet. Until it is, the{' '}
                  <Link to={paths.contact()}>support team</Link> is happy to help.
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
