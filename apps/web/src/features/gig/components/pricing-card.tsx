import { ArrowRight, Check, Clock, Pencil, RefreshCw, ShieldCheck } from 'lucide-react';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { deliveryLabel, revisionsLabel } from '../gig-text';
import styles from '../gig-page.module.css';

/** The package card: short title, price, short description, delivery, revisions, features, Continue. */
export function PricingCard({ gig, isOwner }: { gig: TGig; isOwner: boolean }) {
  return (
    <section className={styles.pricing} aria-labelledby="gig-pricing-title" data-testid="pricing-card">
      <div className={styles.pricingHead}>
        <h2 id="gig-pricing-title" className={styles.pricingTitle}>
          {gig.shortTitle}
        </h2>
        <p className={styles.price}>{formatRupees(gig.price)}</p>
      </div>
      {gig.shortDesc && <p className={styles.pricingDesc}>{gig.shortDesc}</p>}
      <ul className={styles.terms}>
        <li>
          <Clock size={18} aria-hidden="true" />
          {deliveryLabel(gig.deliveryTime)}
        </li>
        <li>
          <RefreshCw size={18} aria-hidden="true" />
          {revisionsLabel(gig.revisionNumber)}
        </li>
      </ul>
      {gig.features.length > 0 && (
        <ul className={styles.features} aria-label="What’s included">
          {gig.features.map((feature) => (
            <li key={feature}>
              <Check size={18} aria-hidden="true" className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <>
          <p className={styles.ownerNote}>This is your gig, so you can’t order it.</p>
          <ButtonLink to={paths.editGig(gig._id)} variant="secondary" block>
            <Pencil size={18} aria-hidden="true" />
            Edit gig
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink to={paths.pay(gig._id)} block className={styles.continue}>
            Continue
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
          <p className={styles.escrow}>
            <ShieldCheck size={16} aria-hidden="true" />
            Your payment is held in escrow until you approve the work.
          </p>
        </>
      )}
    </section>
  );
}
