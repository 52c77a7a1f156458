import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageVariant } from '@gigbazaar/shared/rules/images';
import { Card } from './card';
import styles from './listing.module.css';

/**
 * The pieces of a listing card (My Gigs, Orders): a cover that opens the item with the mouse, and a title link that
 * is the keyboard's and screen reader's one way in (so the cover is not a second tab stop saying the same thing).
 */
export function ListingCover({
  to,
  src,
  className,
  first = false,
}: {
  to: string;
  src: string;
  className?: string;
  /** The list's first cover: on a phone it is the largest thing on screen, so it loads at once, first. */
  first?: boolean;
}) {
  return (
    <Link to={to} className={[styles.coverLink, className].filter(Boolean).join(' ')} tabIndex={-1} aria-hidden="true">
      <img
        className={styles.cover}
        src={imageVariant(src, 480)}
        alt=""
        width={480}
        height={320}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
    </Link>
  );
}

export function ListingTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h2 className={styles.title}>
      <Link to={to}>{children}</Link>
    </h2>
  );
}

/** An empty list's card: what is missing, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children && <p className={styles.emptyHint}>{children}</p>}
    </Card>
  );
}
