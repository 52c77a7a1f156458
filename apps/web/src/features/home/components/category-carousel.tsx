import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Camera,
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  Megaphone,
  Mic,
  Palette,
  PenTool,
  Share2,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { HOME_CAROUSEL } from '@gigbazaar/shared/constants';
import { paths } from '../../../lib/paths';
import styles from './category-carousel.module.css';

type CarouselSearch = (typeof HOME_CAROUSEL)[number]['search'];

/** An icon and a colour tone per category (the tones live in the CSS, light and dark). */
const LOOK: Record<CarouselSearch, { icon: LucideIcon; blurb: string }> = {
  app: { icon: Smartphone, blurb: 'Android, iOS and cross-platform' },
  logo: { icon: PenTool, blurb: 'Logos and brand identity' },
  marketing: { icon: Megaphone, blurb: 'Campaigns that reach buyers' },
  voice: { icon: Mic, blurb: 'Hindi, English and regional voices' },
  photo: { icon: Camera, blurb: 'Product, event and portrait shoots' },
  'social media': { icon: Share2, blurb: 'Posts, reels and page growth' },
  data: { icon: ChartColumn, blurb: 'Dashboards, analysis and ML' },
  art: { icon: Palette, blurb: 'Illustration and digital art' },
};

/**
 * The home category carousel: the eight HOME_CAROUSEL entries, each linking to
 * /gigs?search={term}. How many slides show is pure CSS (see the module), so the server and the first
 * client render are identical; the previous/next buttons scroll by one page and are disabled at the ends,
 * which is only known after mount.
 */
export function CategoryCarousel() {
  const trackRef = useRef<HTMLUListElement>(null);
  // Server and first client render: at the start, with more to the right.
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  // Where a smooth scroll is heading, so quick repeated clicks step whole pages instead of from mid-way.
  const target = useRef<number | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const max = track.scrollWidth - track.clientWidth;
      const atStart = track.scrollLeft <= 1;
      const atEnd = track.scrollLeft >= max - 1;
      if (target.current !== null && Math.abs(track.scrollLeft - target.current) < 2) target.current = null;
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    };
    // A swipe, a wheel or the end of a scroll means the pending target no longer applies.
    const forget = () => {
      target.current = null;
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    track.addEventListener('scrollend', forget);
    track.addEventListener('wheel', forget, { passive: true });
    track.addEventListener('touchstart', forget, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      track.removeEventListener('scrollend', forget);
      track.removeEventListener('wheel', forget);
      track.removeEventListener('touchstart', forget);
      observer.disconnect();
    };
  }, []);

  const scrollPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // One page is the visible width plus one gap; scroll snapping lines the first slide up exactly.
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const max = track.scrollWidth - track.clientWidth;
    const from = target.current ?? track.scrollLeft;
    const to = Math.min(max, Math.max(0, from + direction * (track.clientWidth + gap)));
    target.current = to;
    track.scrollTo({ left: to, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section className={styles.section} aria-labelledby="home-categories-title" data-testid="home-categories">
      <div className={styles.header}>
        <div>
          <h2 id="home-categories-title" className={styles.title}>
            Popular services
          </h2>
          <p className={styles.lead}>Jump straight to what people hire most on GigBazaar.</p>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous categories"
            aria-controls="home-categories-track"
            aria-disabled={edges.atStart}
            onClick={() => !edges.atStart && scrollPage(-1)}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next categories"
            aria-controls="home-categories-track"
            aria-disabled={edges.atEnd}
            onClick={() => !edges.atEnd && scrollPage(1)}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      </div>

      <ul ref={trackRef} id="home-categories-track" className={styles.track}>
        {HOME_CAROUSEL.map(({ label, search }, index) => {
          const { icon: Icon, blurb } = LOOK[search];
          return (
            <li key={search} className={styles.slide}>
              <Link to={paths.explore({ search })} className={styles.tile} data-tone={index + 1}>
                <span className={styles.art} aria-hidden="true">
                  <span className={styles.iconWrap}>
                    <Icon size={30} strokeWidth={1.9} />
                  </span>
                </span>
                <span className={styles.label}>{label}</span>
                <span className={styles.blurb}>{blurb}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
