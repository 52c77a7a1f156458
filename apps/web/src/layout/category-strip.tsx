import { Link, useLocation } from 'react-router';
import { LAYOUT, STRIP_CATEGORIES } from '@gigbazaar/shared/constants';
import { paths } from '../lib/paths';
import { useScrolledPast } from './use-media';
import styles from './category-strip.module.css';

/**
 * The category strip under the navbar. Shown only above 768 px, and on home only after the
 * page is scrolled past 20 px (rules/layout.ts `isStripVisible`). Nothing here reads the window while
 * rendering on the server: the width rules are CSS media queries, and on home the strip renders hidden
 * (`data-visible="false"`) and the scroll listener reveals it after mount.
 */
export function CategoryStrip() {
  const { pathname, search } = useLocation();
  const isHome = pathname === '/';
  const scrolled = useScrolledPast(LAYOUT.stripScrollThreshold);
  const visible = !isHome || scrolled;
  const current = pathname === paths.explore() ? new URLSearchParams(search).get('cat') : null;

  return (
    <nav
      aria-label="Categories"
      className={styles.strip}
      data-testid="category-strip"
      data-home={isHome}
      data-visible={visible}
    >
      <ul className={styles.list}>
        {STRIP_CATEGORIES.map(({ label, cat }) => (
          <li key={cat} className={styles.item}>
            <Link
              to={paths.explore({ cat })}
              className={styles.link}
              aria-current={current === cat ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
