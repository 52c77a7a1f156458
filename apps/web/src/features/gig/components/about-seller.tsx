import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { MSG } from '@gigbazaar/shared/messages';
import { lastActiveLabel } from '@gigbazaar/shared/rules/last-active';
import { roundedStars } from '@gigbazaar/shared/rules/top-rated';
import { formatWorkingHours } from '@gigbazaar/shared/rules/working-hours';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import { useApi } from '../../../app/app-context';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Stars } from '../../../ui/stars';
import { TextPlaceholder } from '../../../ui/text-placeholder';
import { sellerQueryOptions } from '../api/get-seller';
import { ContactButton } from '../../../components/contact-button';
import { useNow } from '../../../hooks/use-now';
import { paragraphs } from '../gig-text';
import styles from '../gig-page.module.css';

const NOT_PROVIDED = 'Not provided';

/** "About The Seller": who, where, when they work, when they were last here, and their own words. */
export function AboutSeller({ gig, isOwner }: { gig: TGig; isOwner: boolean }) {
  const api = useApi();
  const seller = useQuery(sellerQueryOptions(api, gig.userId));
  const profile = seller.data;
  const country = profile?.country || gig.seller.country;
  const bio = paragraphs(profile?.desc ?? '');

  return (
    <section aria-labelledby="gig-about-seller" className={styles.section}>
      <h2 id="gig-about-seller" className={styles.sectionTitle}>
        About The Seller
      </h2>
      <div className={styles.sellerCard}>
        <div className={styles.sellerTop}>
          <Avatar src={profile?.img ?? gig.seller.img} alt="" size={72} />
          <div className={styles.sellerIdentity}>
            <Link to={paths.profile(gig.seller.username)} className={styles.sellerName}>
              {gig.seller.username}
            </Link>
            <Stars value={roundedStars(gig.totalStars, gig.starNumber)} count={gig.starNumber} />
          </div>
        </div>
        {!isOwner && <ContactButtons sellerId={gig.userId} />}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Based in</dt>
            <dd>{country || NOT_PROVIDED}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Working hours</dt>
            <dd>{profile ? formatWorkingHours(profile.workingHours) : seller.isPending ? '…' : NOT_PROVIDED}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Last Active</dt>
            <dd>
              <LastActive lastLogin={profile?.lastLogin} pending={seller.isPending} />
            </dd>
          </div>
        </dl>
        {bio.length > 0 && (
          <div className={styles.sellerBio}>
            {bio.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** Relative to "now", so it is filled in after mount (the server and the first client render show a placeholder). */
function LastActive({ lastLogin, pending }: { lastLogin: string | null | undefined; pending: boolean }) {
  const now = useNow();
  if (!now || (pending && lastLogin === undefined)) return <TextPlaceholder />;
  return <>{lastActiveLabel(lastLogin, now) ?? NOT_PROVIDED}</>;
}

/** Contact Me needs a login and opens the conversation with the seller; Report is a placeholder. */
function ContactButtons({ sellerId }: { sellerId: string }) {
  return (
    <div className={styles.contact}>
      <ContactButton to={sellerId} size="small" loginRequired={MSG.contactLogin}>
        Contact Me
      </ContactButton>
      <Button variant="ghost" size="small" onClick={() => window.alert(MSG.reportSoon)}>
        <Flag size={16} aria-hidden="true" />
        Report
      </Button>
    </div>
  );
}
