import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Meta } from '../../app/meta';
import styles from './policy-layout.module.css';

export interface PolicySection {
  /** The fragment id of the section (used by the table of contents). */
  id: string;
  title: string;
  content: ReactNode;
}

interface PolicyLayoutProps {
  /** The <h1> and the document title. */
  title: string;
  /** The meta description for search results and link previews. */
  description: string;
  /** A short paragraph under the heading. */
  intro?: ReactNode;
  /** E.g. "December 2024"; shown as "Last updated: …". */
  updated?: string;
  /** Something shown above the sections, such as the development notice. */
  notice?: ReactNode;
  sections: PolicySection[];
  /** Prefix the section headings with "1.", "2.", … */
  numbered?: boolean;
  /** Show the "On this page" list; on by default when there are three or more sections. */
  toc?: boolean;
  /** Internal pages to suggest at the end. */
  related?: { to: string; label: string }[];
  relatedTitle?: string;
}

/** The shared frame of the static pages: heading, date line, table of contents and sections. */
export function PolicyLayout({
  title,
  description,
  intro,
  updated,
  notice,
  sections,
  numbered = false,
  toc = sections.length >= 3,
  related,
  relatedTitle = 'Related pages',
}: PolicyLayoutProps) {
  const heading = (s: PolicySection, i: number) => (numbered ? `${i + 1}. ${s.title}` : s.title);
  return (
    <main id="main" className={`page-narrow ${styles.page}`}>
      <Meta title={title} description={description} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {updated && <p className={styles.updated}>Last updated: {updated}</p>}
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      {notice}
      {toc && (
        <nav className={styles.toc} aria-labelledby="toc-title">
          <p id="toc-title" className={styles.tocTitle}>
            On this page
          </p>
          <ol className={styles.tocList}>
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{heading(s, i)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((s, i) => (
        <section key={s.id} className={styles.section} aria-labelledby={s.id}>
          <h2 id={s.id} className={styles.sectionTitle}>
            {heading(s, i)}
          </h2>
          <div className={styles.prose}>{s.content}</div>
        </section>
      ))}
      {related && related.length > 0 && (
        <nav className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            {relatedTitle}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((r) => (
              <li key={r.to}>
                <Link to={r.to}>{r.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}

/** The reminder that GigBazaar is still being built: gigs are demonstrations and no real money should change hands. */
export function DevelopmentNotice() {
  return (
    <aside className={styles.devNotice} aria-label="Development notice">
      <strong>GigBazaar is in development.</strong> The gigs on the site are demonstrations. Please do not make real
      payments or order real work until we announce our public launch.
    </aside>
  );
}
