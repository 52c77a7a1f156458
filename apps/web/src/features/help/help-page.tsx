import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { Meta } from '../../app/meta';
import { paths } from '../../lib/paths';
import { ComingSoon } from './coming-soon';
import {
  DEFAULT_HELP_TAB,
  HELP_TABS,
  panelElementId,
  parseHelpTab,
  tabElementId,
  tabForKey,
  type HelpTabId,
} from './help-tabs';
import { KnownIssues } from './known-issues';
import { ResourcesPanel } from './resources-panel';
import styles from './help-page.module.css';

function Panel({ id }: { id: HelpTabId }) {
  switch (id) {
    case 'known-issues':
      return <KnownIssues />;
    case 'faq':
      return (
        <ComingSoon title="Frequently asked questions">
          Meanwhile, our <Link to={paths.terms()}>Terms and Conditions</Link> and{' '}
          <Link to={paths.refund()}>Cancellation &amp; Refund Policy</Link> answer the most common questions about
          payments and refunds.
        </ComingSoon>
      );
    case 'features':
      return (
        <ComingSoon title="Main features">
          Meanwhile, <Link to={paths.about()}>About</Link> explains how {PRODUCT_NAME} works for talent and clients, and
          the <Link to={paths.roadmap()}>roadmap</Link> shows what is coming next.
        </ComingSoon>
      );
    case 'support':
      return (
        <ComingSoon title="Support">
          Meanwhile, e-mail us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> — the{' '}
          <Link to={paths.contact()}>Contact Us</Link> page lists our support hours and response times.
        </ComingSoon>
      );
    case 'resources':
      return <ResourcesPanel />;
  }
}

export default function HelpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseHelpTab(searchParams.get('tab'));
  const tabRefs = useRef(new Map<HelpTabId, HTMLButtonElement>());

  const select = (id: HelpTabId) => {
    if (id === active) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === DEFAULT_HELP_TAB) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(active, e.key);
    if (!next) return;
    e.preventDefault();
    tabRefs.current.get(next)?.focus();
    select(next);
  };

  return (
    <main id="main" className={`page-narrow ${styles.page}`}>
      <Meta
        title="Help Centre"
        description={`Help for ${PRODUCT_NAME}: known issues and what to do about them, guides and how to reach support.`}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Help Centre</h1>
        <p className={styles.intro}>
          Something not working as expected? Start with the known issues below. If your problem isn’t listed,{' '}
          <Link to={paths.contact()}>contact our support team</Link>.
        </p>
      </header>

      <div role="tablist" aria-label="Help topics" className={styles.tablist} onKeyDown={onKeyDown}>
        {HELP_TABS.map((t) => {
          const selected = t.id === active;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) tabRefs.current.set(t.id, el);
                else tabRefs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabElementId(t.id)}
              aria-selected={selected}
              aria-controls={panelElementId(t.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>

      {HELP_TABS.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelElementId(t.id)}
          aria-labelledby={tabElementId(t.id)}
          tabIndex={0}
          hidden={t.id !== active}
          className={styles.panel}
        >
          <Panel id={t.id} />
        </div>
      ))}
    </main>
  );
}
