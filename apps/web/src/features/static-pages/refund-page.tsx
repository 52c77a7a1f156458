import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMMISSION, COMPANY, REFUND_WINDOW_DAYS } from './company';
import { DevelopmentNotice, PolicyLayout, type PolicySection } from './policy-layout';
import styles from './content.module.css';

const sections: PolicySection[] = [
  {
    id: 'escrow',
    title: 'How escrow protects your payment',
    content: (
      <>
        <p>
          Every order on {PRODUCT_NAME} is paid into escrow through our payment provider, {COMPANY.paymentProvider}. The
          seller can see that the money is there, but it is not released to them straight away. Payment is held until
          one of these happens:
        </p>
        <ol className={styles.steps}>
          <li>
            <strong>The client approves the work.</strong> The payment is released to the seller, less the commission.
          </li>
          <li>
            <strong>Moderation approves the work because the client has not acted.</strong> If the work has been
            delivered and the client does not respond, our moderation team checks the delivery against the gig and can
            release the payment.
          </li>
          <li>
            <strong>A refund decision is made in a dispute.</strong> The payment is returned to the client in full or in
            part, and any remainder is released to the seller.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'refund-window',
    title: 'Refunds for clients',
    content: (
      <>
        <p>
          You can ask for a refund within <strong>{REFUND_WINDOW_DAYS} days</strong> of the order being completed or
          delivered. Good reasons include work that was never delivered, work that clearly does not match the gig
          description, or a delivery that is missing what the seller promised.
        </p>
        <p>
          To ask for a refund, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order id and a
          short explanation. Before you do, we recommend messaging the seller: many problems are solved with a revision.
        </p>
        <p>
          After the {REFUND_WINDOW_DAYS}-day window has passed, the order is treated as accepted and we cannot offer a
          refund except where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancelling an order',
    content: (
      <>
        <p>
          If your plans change before the work is delivered, message the seller and agree on a cancellation. Then
          contact support with the order id and we will return the payment held in escrow.
        </p>
        <p>
          If you and the seller cannot agree — for example, because the seller has already done part of the work —
          either of you can ask us to resolve it as a dispute.
        </p>
      </>
    ),
  },
  {
    id: 'sellers',
    title: 'Payment claims for sellers',
    content: (
      <p>
        Sellers are protected too. If you have completed and delivered the work but the client has not approved it, you
        can claim your payment at any time by contacting support with the order id. Our moderation team will review the
        delivery and, if it meets the gig description, approve the release of the payment.
      </p>
    ),
  },
  {
    id: 'partial',
    title: 'Partial refunds',
    content: (
      <p>
        Not every problem calls for all or nothing. When part of the work was delivered as agreed — say, two of three
        logo concepts — we may refund part of the payment to the client and release the rest to the seller.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'The dispute process',
    content: (
      <>
        <p>When a client and seller cannot agree, our team steps in:</p>
        <ol className={styles.steps}>
          <li>
            <strong>Both parties are contacted.</strong> We ask the client and the seller for their side of the story.
          </li>
          <li>
            <strong>The evidence is reviewed.</strong> We look at the gig description, the order, the messages exchanged
            on {PRODUCT_NAME} and the files delivered. This is one more reason to keep all communication on the
            platform.
          </li>
          <li>
            <strong>A decision follows.</strong> We decide whether the payment is released, refunded in full or refunded
            in part, and explain the decision to both of you.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Commission and how refunds are paid',
    content: (
      <>
        <p>
          {PRODUCT_NAME} charges a commission of {COMMISSION.min}–{COMMISSION.max}% depending on the service category;
          the standard rate is {COMMISSION.standard}%. The exact amount is shown before the transaction completes.
        </p>
        <p>
          Approved refunds are sent back to the original payment method — card or UPI — through{' '}
          {COMPANY.paymentProvider}. Once we have issued a refund, your bank usually takes 5–7 working days to show it.
        </p>
      </>
    ),
  },
];

export default function RefundPage() {
  return (
    <PolicyLayout
      title="Cancellation & Refund Policy"
      description={`How ${PRODUCT_NAME} holds payments in escrow, the ${REFUND_WINDOW_DAYS}-day refund window, cancellations, partial refunds and disputes.`}
      updated={COMPANY.policiesUpdated}
      intro={
        <p>
          {PRODUCT_NAME} holds every payment in escrow, so clients only pay for work they receive and sellers know the
          money is there before they start.
        </p>
      }
      notice={<DevelopmentNotice />}
      sections={sections}
      related={[
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.shipping(), label: 'Shipping Policy' },
        { to: paths.contact(), label: 'Contact Us' },
        { to: paths.help(), label: 'Help Centre' },
      ]}
    />
  );
}
