import {
  Link,
  data,
  isRouteErrorResponse,
  useLoaderData,
  useParams,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ChevronRight, PackageX } from 'lucide-react';
import { CATEGORY_LABELS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { roundedStars } from '@gigbazaar/shared/rules/top-rated';
import { imageSrcSet } from '@gigbazaar/shared/rules/images';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Button, ButtonLink } from '../../ui/button';
import { Loading } from '../../ui/spinner';
import { Stars } from '../../ui/stars';
import { gigQueryOptions } from '../../lib/queries/gig';
import { sellerQueryOptions } from './api/get-seller';
import { AboutSeller } from './components/about-seller';
import { ReportButton } from '../../components/report-button';
import { ImageSlider, SLIDER_SIZES } from './components/image-slider';
import { slideImages } from './components/slider-logic';
import { PricingCard } from './components/pricing-card';
import { gigMetaDescription, paragraphs } from './gig-text';
import { ReviewsSection } from './reviews/reviews-section';
import { reviewsQueryOptions } from './reviews/api/get-reviews';
import styles from './gig-page.module.css';

interface LoaderData {
  /** The server could not load the gig (other than "not found"); the first client render shows the same error. */
  failed: boolean;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * On the server: the gig, its reviews and its seller are awaited, so the HTML carries them and the link
 * preview tags; an unknown gig is a real 404. In the browser the fetches only start, and the page shows
 * 'Loading...' at once.
 */
export async function loader(ctx: AppContext, { params }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = params.id ?? '';
  const { queryClient, api } = ctx;
  const gig = queryClient.fetchQuery(gigQueryOptions(api, id));
  const reviews = queryClient.prefetchInfiniteQuery(reviewsQueryOptions(api, id));
  const seller = gig.then((g) => queryClient.prefetchQuery(sellerQueryOptions(api, g.userId)));
  if (typeof document !== 'undefined') {
    seller.catch(() => undefined);
    return { failed: false };
  }
  try {
    await Promise.all([gig, reviews, seller]);
    return { failed: false };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    return { failed: true };
  }
}

export default function GigPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const failed = (useLoaderData() as LoaderData | undefined)?.failed ?? false;
  const query = useQuery(gigQueryOptions(api, id));

  if (query.data) return <GigView gig={query.data} />;
  if (isNotFound(query.error)) return <GigNotFound />;
  if (query.isError || failed) return <GigError onRetry={() => void query.refetch()} />;
  return (
    <main id="main" className="page">
      <Meta title="Gig" />
      <Loading label="Loading..." />
    </main>
  );
}

/** The route's error view: the loader's 404, or anything that broke while rendering the gig. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <GigNotFound />;
  return <GigError />;
}

function GigNotFound() {
  return (
    <main id="main" className={`page-narrow ${styles.state}`}>
      <Meta title="Gig not found" description={MSG.gigNotFound} />
      <span className={styles.stateIcon} aria-hidden="true">
        <PackageX size={32} />
      </span>
      <h1 className={styles.stateTitle}>Gig not found</h1>
      <p className={styles.stateText}>{MSG.gigNotFound} The link may be mistyped, or the seller may have removed it.</p>
      <ButtonLink to={paths.explore()}>Explore gigs</ButtonLink>
    </main>
  );
}

function GigError({ onRetry }: { onRetry?: () => void }) {
  return (
    <main id="main" className={`page-narrow ${styles.state}`}>
      <Meta title="Gig" />
      <span className={`${styles.stateIcon} ${styles.stateError}`} aria-hidden="true">
        <AlertTriangle size={32} />
      </span>
      <h1 className={styles.stateTitle} role="alert">
        {MSG.somethingWrong}
      </h1>
      <p className={styles.stateText}>We couldn’t load this gig. Please try again in a moment.</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : (
        <ButtonLink to={paths.explore()} variant="secondary">
          Explore gigs
        </ButtonLink>
      )}
    </main>
  );
}

function GigView({ gig }: { gig: TGig }) {
  const me = useCurrentUser();
  const isOwner = me?._id === gig.userId;
  const about = paragraphs(gig.desc);
  const slides = slideImages(gig.cover, gig.images);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta
        title={gig.title}
        description={gigMetaDescription(gig)}
        image={gig.cover}
        type="product"
        preloadImage={slides[0] ? { src: slides[0], srcSet: imageSrcSet(slides[0]), sizes: SLIDER_SIZES } : undefined}
      />
      <div className={styles.layout}>
        <header className={styles.head}>
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li>
                <Link to={paths.explore()}>Explore</Link>
                <ChevronRight size={14} aria-hidden="true" />
              </li>
              <li>
                <Link to={paths.explore({ cat: gig.cat })}>{CATEGORY_LABELS[gig.cat] ?? gig.cat}</Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>{gig.title}</h1>
          <div className={styles.brief}>
            <Avatar src={gig.seller.img} alt="" size={36} />
            <Link to={paths.profile(gig.seller.username)} className={styles.briefName}>
              {gig.seller.username}
            </Link>
            <span className={styles.briefDivider} aria-hidden="true" />
            <Stars value={roundedStars(gig.totalStars, gig.starNumber)} count={gig.starNumber} />
            {me && !isOwner && <ReportButton target="gig" id={gig._id} className={styles.report} />}
          </div>
        </header>

        <div className={styles.media}>
          <ImageSlider images={slides} title={gig.title} />
        </div>

        <div className={styles.aside}>
          <PricingCard gig={gig} isOwner={isOwner} />
        </div>

        <div className={styles.details}>
          <section aria-labelledby="gig-about" className={styles.section}>
            <h2 id="gig-about" className={styles.sectionTitle}>
              About This Gig
            </h2>
            <div className={styles.prose}>
              {about.length > 0 ? about.map((p, i) => <p key={i}>{p}</p>) : <p>{gig.shortDesc}</p>}
            </div>
          </section>
          <AboutSeller gig={gig} isOwner={isOwner} />
          <ReviewsSection gig={gig} />
        </div>
      </div>
    </main>
  );
}
