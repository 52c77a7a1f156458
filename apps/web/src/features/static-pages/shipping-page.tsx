import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import { PolicyLayout, type PolicySection } from './policy-layout';
import styles from './content.module.css';

const sections: PolicySection[] = [
  {
    id: 'digital',
    title: 'A fully digital service',
    content: (
      <>
        <div className={styles.highlight}>
          <p>
            <strong>{PRODUCT_NAME} is fully digital. Nothing is shipped physically</strong> — there are no parcels,
            couriers, shipping charges or delivery addresses.
          </p>
        </div>
        <p>
          Every service on {PRODUCT_NAME} — a logo, a website, a translated document, a voice-over, a data report — is
          delivered online, through the platform.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'How delivery works',
    content: (
      <>
        <ol className={styles.steps}>
          <li>
            <strong>You place an order.</strong> Your payment is held in escrow and the seller is told to start.
          </li>
          <li>
            <strong>The seller works on your order.</strong> You can share requirements, answer questions and see
            progress in your messages on {PRODUCT_NAME}.
          </li>
          <li>
            <strong>The seller delivers.</strong> Finished work arrives as files and messages in your conversation on
            the platform, where you can download it.
          </li>
          <li>
            <strong>You review and approve.</strong> If something is missing, ask for a revision within the number
            offered by the gig. When you approve, the payment is released to the seller.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'timing',
    title: 'Delivery times',
    content: (
      <>
        <p>
          Each gig shows its own delivery time in days, together with the number of revisions included. The delivery
          time counts from when the order is placed and the seller has what they need to start. Complex work, such as a
          custom web application, naturally takes longer than a social media banner.
        </p>
        <p>
          If a seller needs more time, they should tell you in your messages before the delivery date, so you can agree
          on a new one together.
        </p>
      </>
    ),
  },
  {
    id: 'problems',
    title: 'Late or missing deliveries',
    content: (
      <p>
        If a delivery is late or has not arrived, message the seller first. If you do not hear back, or cannot agree on
        a solution, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order id. Your payment
        stays in escrow while we look into it, and our <Link to={paths.refund()}>Cancellation &amp; Refund Policy</Link>{' '}
        explains how refunds and disputes work.
      </p>
    ),
  },
];

export default function ShippingPage() {
  return (
    <PolicyLayout
      title="Shipping Policy"
      description={`${PRODUCT_NAME} is fully digital: nothing is shipped physically. Learn how sellers deliver files and messages on the platform, and how delivery times work.`}
      updated={COMPANY.policiesUpdated}
      intro={<p>Short version: there is no shipping. Here is how your work reaches you instead.</p>}
      sections={sections}
      related={[
        { to: paths.refund(), label: 'Cancellation & Refund Policy' },
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.contact(), label: 'Contact Us' },
      ]}
    />
  );
}
