import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BadgeCheck, IndianRupee, Search, ShieldCheck } from 'lucide-react';
import { paths } from '../../../lib/paths';
import styles from './hero-search.module.css';

export const GIG_SEARCH_PLACEHOLDER = 'Try "Building a personal website"';

/**
 * The home hero (spec 1 §2): the heading and the gig search. Enter or the Search button goes to
 * /gigs?search=term. The form also works before hydration: it is a plain GET to /gigs.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.explore({ search: term.trim() }));
  };

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <span className={styles.eyebrowDot} aria-hidden="true" />
          India’s marketplace for freelance services
        </p>
        <h1 id="home-hero-title" className={styles.title}>
          Connecting Talent with <span className={styles.highlight}>Opportunity</span>
        </h1>
        <p className={styles.subtitle}>
          Hire skilled Indian freelancers for fixed-price gigs in design, development, writing, marketing and more, and
          pay securely in rupees.
        </p>

        <form
          className={styles.search}
          role="search"
          aria-label="Search gigs"
          action={paths.explore()}
          method="get"
          onSubmit={onSubmit}
        >
          <label htmlFor="home-gig-search" className="visually-hidden">
            Search gigs
          </label>
          <Search className={styles.searchIcon} size={20} aria-hidden="true" />
          <input
            id="home-gig-search"
            className={styles.input}
            type="search"
            name="search"
            placeholder={GIG_SEARCH_PLACEHOLDER}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>
        </form>

        <ul className={styles.trust}>
          <li>
            <ShieldCheck size={18} aria-hidden="true" />
            Payments held in escrow
          </li>
          <li>
            <IndianRupee size={18} aria-hidden="true" />
            Fixed prices in rupees
          </li>
          <li>
            <BadgeCheck size={18} aria-hidden="true" />
            ID-verified sellers
          </li>
        </ul>
      </div>
    </section>
  );
}
