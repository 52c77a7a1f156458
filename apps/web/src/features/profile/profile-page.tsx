import { useState, type ReactNode } from 'react';
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
import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  Clock,
  Crown,
  Globe,
  Languages,
  MapPin,
  Pencil,
  Sparkles,
  UserRound,
  UserX,
} from 'lucide-react';
import { FOUNDER_USERNAME, GOLD_USERNAMES } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { formatWorkingHours } from '@gigbazaar/shared/rules/working-hours';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { DEFAULT_AVATAR } from '../../ui/avatar';
import { ButtonLink } from '../../ui/button';
import { ContactButton } from '../../components/contact-button';
import { ReportButton } from '../../components/report-button';
import { Card } from '../../ui/card';
import { Chip, ChipList } from '../../ui/chip';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { profileQueryOptions } from './api/get-profile';
import { sellerGigsQueryOptions } from '../../lib/queries/seller-gigs';
import { GigsCarousel } from './components/gigs-carousel';
import { PhotoModal } from './components/photo-modal';
import { LastActive, PresenceLabel } from './components/relative-time';
import styles from './components/profile.module.css';

interface LoaderData {
  /** A failure other than "not found", shown as "Error: {message}". */
  error: string | null;
}

/** Fills the cache so the server renders the whole profile; an unknown user is a real 404. */
export async function loader(ctx: AppContext, { params }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = params.id ?? '';
  try {
    const user = await ctx.queryClient.fetchQuery(profileQueryOptions(ctx.api, id));
    // The gigs carousel renders with the page; a failure there only leaves the carousel to load itself.
    if (user.isSeller) await ctx.queryClient.prefetchQuery(sellerGigsQueryOptions(ctx.api, user._id));
    return { error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    return { error: errorMessage(error, 'Something went wrong. Please try again.') };
  }
}

const memberSince = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Not provided'
    : new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
};

const metaDescription = (user: TPublicUser) => {
  const text = (user.desc ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 150) : `${user.username} on GigBazaar`;
};

export default function ProfilePage() {
  const { id = '' } = useParams();
  const { error } = (useLoaderData() as LoaderData | undefined) ?? { error: null };
  const api = useApi();
  const query = useQuery(profileQueryOptions(api, id));

  if (query.data) return <ProfileView user={query.data} />;
  const failure =
    error ?? (query.isError ? errorMessage(query.error, 'Something went wrong. Please try again.') : null);
  if (failure) {
    if (query.error instanceof ApiError && query.error.status === 404) return <UserNotFound />;
    return (
      <main id="main" className="page-narrow">
        <Meta title="Profile" />
        <Notice tone="error">Error: {failure}</Notice>
      </main>
    );
  }
  return (
    <main id="main" className="page-narrow">
      <Meta title="Profile" />
      <Loading label="Loading profile…" />
    </main>
  );
}

/** Rendered for a 404 from the loader (the route's error boundary) and for a profile that vanished meanwhile. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <UserNotFound />;
  return (
    <main id="main" className="page-narrow">
      <Meta title="Profile" />
      <Notice tone="error">
        Error: {errorMessage(error, error instanceof Error ? error.message : 'Something went wrong.')}
      </Notice>
    </main>
  );
}

function UserNotFound() {
  return (
    <main id="main" className={`page-narrow ${styles.notFound}`}>
      <Meta title={MSG.userNotFound} description="This GigBazaar profile does not exist or was closed." />
      <span className={styles.notFoundIcon} aria-hidden="true">
        <UserX size={32} />
      </span>
      <h1>{MSG.userNotFound}</h1>
      <p className={styles.muted}>The link may be mistyped, or the account may have been closed.</p>
      <ButtonLink to={paths.explore()} variant="secondary">
        Explore gigs
      </ButtonLink>
    </main>
  );
}

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`profile-${id}`} className={styles.section}>
      <h2 id={`profile-${id}`} className={styles.sectionTitle}>
        <span className={styles.sectionIcon} aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const notProvided = <span className={styles.muted}>Not provided</span>;

function ProfileView({ user }: { user: TPublicUser }) {
  const me = useCurrentUser();
  const [photoOpen, setPhotoOpen] = useState(false);
  const isOwn = me?._id === user._id;
  const gold = (GOLD_USERNAMES as readonly string[]).includes(user.username);
  const founder = user.username === FOUNDER_USERNAME;
  const hours = formatWorkingHours(user.workingHours);
  const desc = (user.desc ?? '').trim();

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title={user.username} description={metaDescription(user)} image={user.img ?? undefined} type="profile" />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Profile summary">
          <Card className={`${styles.identity} ${gold ? styles.gold : ''}`}>
            <button
              type="button"
              className={styles.avatarButton}
              onClick={() => setPhotoOpen(true)}
              aria-haspopup="dialog"
              aria-label={`View the profile picture of ${user.username}`}
            >
              <img
                src={user.img || DEFAULT_AVATAR}
                alt=""
                width={128}
                height={128}
                className={styles.avatar}
                fetchPriority="high"
              />
            </button>
            <h1 className={styles.name}>{user.username}</h1>
            {(founder || user.isSeller) && (
              <ul className={styles.badges} aria-label="Badges">
                {founder && (
                  <li className={`${styles.badge} ${styles.founder}`}>
                    <Crown size={14} aria-hidden="true" /> Founder
                  </li>
                )}
                {user.isSeller && (
                  <li className={`${styles.badge} ${styles.seller}`}>
                    <BadgeCheck size={14} aria-hidden="true" /> Seller
                  </li>
                )}
              </ul>
            )}
            <p className={styles.presenceRow}>
              <PresenceLabel lastLogin={user.lastLogin} />
            </p>
            {user.country && (
              <p className={styles.location}>
                <MapPin size={16} aria-hidden="true" /> {user.country}
              </p>
            )}
            {isOwn && (
              <ButtonLink to={paths.settings()} variant="secondary" size="small" block>
                <Pencil size={16} aria-hidden="true" /> Edit profile
              </ButtonLink>
            )}
            {me && !isOwn && (
              <ContactButton to={user._id} size="small" block>
                Send Message
              </ContactButton>
            )}
            {me && !isOwn && <ReportButton target="user" id={user._id} block />}
          </Card>
        </aside>

        <Card className={styles.main}>
          <Section id="about" title="About" icon={<UserRound size={18} />}>
            {desc ? (
              <p className={styles.about}>{desc}</p>
            ) : (
              <p className={styles.muted}>
                {isOwn ? 'You haven’t written a bio yet. ' : `${user.username} hasn’t written a bio yet.`}
                {isOwn && <Link to={paths.settings()}>Add one in Settings</Link>}
              </p>
            )}
          </Section>

          <Section id="skills" title="Skills" icon={<Sparkles size={18} />}>
            {user.skills.length > 0 ? (
              <ChipList label={`Skills of ${user.username}`}>
                {user.skills.map((skill) => (
                  <li key={skill}>
                    <Chip>{skill}</Chip>
                  </li>
                ))}
              </ChipList>
            ) : (
              <p className={styles.muted}>
                No skills listed yet. {isOwn && <Link to={paths.betaSettings()}>Add your skills</Link>}
              </p>
            )}
          </Section>

          <Section id="personal" title="Personal info" icon={<Languages size={18} />}>
            <Facts
              items={[
                ['Age', user.age != null ? String(user.age) : notProvided],
                ['Languages', user.firstLanguage ? user.firstLanguage : notProvided],
              ]}
            />
          </Section>

          <Section id="hours" title="Working hours" icon={<Clock size={18} />}>
            <p className={hours === 'Not provided' ? styles.muted : styles.hours}>{hours}</p>
          </Section>

          <Section id="account" title="Account info" icon={<Globe size={18} />}>
            <Facts
              items={[
                ['Country', user.country || notProvided],
                [
                  'Member since',
                  <>
                    <CalendarDays size={16} aria-hidden="true" className={styles.factIcon} />
                    {memberSince(user.createdAt)}
                  </>,
                ],
                ['Last active', <LastActive key="last" lastLogin={user.lastLogin} />],
              ]}
            />
          </Section>

          {(user.isSeller || isOwn) && (
            <Section id="gigs" title={isOwn ? 'My gigs' : `Gigs by ${user.username}`} icon={<Briefcase size={18} />}>
              <GigsCarousel userId={user._id} username={user.username} />
            </Section>
          )}
        </Card>
      </div>
      <PhotoModal open={photoOpen} onClose={() => setPhotoOpen(false)} src={user.img} username={user.username} />
    </main>
  );
}
