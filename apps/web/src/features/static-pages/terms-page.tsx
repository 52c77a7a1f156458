import { Link } from 'react-router';
import { LIMITS, PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMMISSION, COMPANY } from './company';
import { DevelopmentNotice, PolicyLayout, type PolicySection } from './policy-layout';

const sections: PolicySection[] = [
  {
    id: 'agreement',
    title: 'Agreement to Terms',
    content: (
      <>
        <p>
          These Terms and Conditions are an agreement between you and {COMPANY.legalName} (“{PRODUCT_NAME}”, “we”,
          “us”), the company that operates the {PRODUCT_NAME} marketplace. By creating an account, browsing gigs,
          placing an order or selling a service, you accept these terms together with our{' '}
          <Link to={paths.privacy()}>Privacy Policy</Link> and our{' '}
          <Link to={paths.refund()}>Cancellation &amp; Refund Policy</Link>.
        </p>
        <p>
          If you do not agree with any part of these terms, please do not use {PRODUCT_NAME}. If you use {PRODUCT_NAME}{' '}
          on behalf of a business, you confirm that you are authorised to accept these terms for it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Account Creation',
    content: (
      <>
        <p>To buy or sell on {PRODUCT_NAME} you need an account. When you create one, you agree to:</p>
        <ul>
          <li>give accurate information, including a working e-mail address, and keep it up to date;</li>
          <li>
            be at least {LIMITS.minAge} years old, and have a parent or guardian’s permission if you are under 18;
          </li>
          <li>keep one personal account, and not create accounts for other people or share your login;</li>
          <li>keep your password private and tell us straight away if you think someone else has used your account.</li>
        </ul>
        <p>
          You are responsible for everything done through your account. Sellers must describe their skills and
          experience truthfully and only offer services they are able to deliver.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited Activities',
    content: (
      <>
        <p>To keep {PRODUCT_NAME} safe and fair for everyone, you must not:</p>
        <ul>
          <li>
            <strong>share contact information or external links to move work off the platform</strong> — this includes
            phone numbers, e-mail addresses, social media handles, UPI ids, bank details and links to other messaging or
            payment services. Work and payments that leave {PRODUCT_NAME} lose the protection of escrow and dispute
            resolution;
          </li>
          <li>
            pay or ask to be paid outside {PRODUCT_NAME} for work found or agreed on {PRODUCT_NAME};
          </li>
          <li>impersonate another person or business, or misrepresent your identity, skills or reviews;</li>
          <li>post fake reviews, or review your own gigs through another account;</li>
          <li>offer services that are illegal in India, or that help others break the law or academic rules;</li>
          <li>harass, threaten or discriminate against other users;</li>
          <li>upload malware, scrape the site, or try to get around its security or the message moderation.</li>
        </ul>
        <p>
          Messages are checked automatically for personal contact details, as explained in our{' '}
          <Link to={paths.aiPrivacy()}>AI Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and Fees',
    content: (
      <>
        <p>
          Prices are set by sellers and shown in Indian rupees (₹). Payments are processed by our third-party payment
          provider, {COMPANY.paymentProvider}, which accepts cards and UPI. {PRODUCT_NAME} never sees or stores your
          full card details.
        </p>
        <p>
          <strong>Escrow.</strong> When a client pays for a gig, the money is held in escrow. It is released to the
          seller when the client approves the delivered work, when our moderation team approves it because the client
          has not acted, or according to the decision in a dispute.
        </p>
        <p>
          <strong>Commission.</strong> {PRODUCT_NAME} keeps a commission on each completed order. The standard rate is{' '}
          {COMMISSION.standard}%, and it ranges from {COMMISSION.min}% to {COMMISSION.max}% depending on the service
          category. The exact commission is always shown before the transaction completes.
        </p>
        <p>
          Refunds and cancellations follow our <Link to={paths.refund()}>Cancellation &amp; Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content Policy',
    content: (
      <>
        <p>
          You keep ownership of the content you post — gig descriptions, images, messages and reviews — and you give us
          permission to host, display and adapt it as needed to run the marketplace. Unless a gig says otherwise, the
          rights to delivered work pass to the client once the order is paid for and approved.
        </p>
        <p>
          You may only post content that you own or have permission to use. Content must not be illegal, hateful,
          sexually explicit, misleading, or infringe anyone else’s rights. Reviews must describe a real order honestly.
        </p>
        <p>
          We may remove content that breaks these rules. If you believe something on {PRODUCT_NAME} infringes your
          rights, follow our <Link to={paths.takedown()}>Takedown Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>
          You can stop using {PRODUCT_NAME} and close your account at any time. Orders that are already in progress
          should be completed or cancelled first.
        </p>
        <p>
          We may warn, suspend or close an account that breaks these terms, puts other users at risk, or is required to
          be closed by law. Where we can, we will tell you why. Money held in escrow for open orders is settled
          according to our Cancellation &amp; Refund Policy, even after an account is closed.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or visit our{' '}
        <Link to={paths.contact()}>Contact Us</Link> page. {COMPANY.legalName} is headquartered in{' '}
        {COMPANY.headquarters}.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Terms',
    content: (
      <p>
        {PRODUCT_NAME} is still growing, and these terms will change as it does. When we make an important change, we
        will update the date at the top of this page and tell signed-in users on the site before it takes effect.
        Continuing to use {PRODUCT_NAME} after a change means you accept the updated terms.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      description={`The rules for using ${PRODUCT_NAME}: accounts, prohibited activities, payments and fees, escrow, content and termination.`}
      updated={COMPANY.policiesUpdated}
      intro={
        <p>Please read these terms carefully. They explain what you can expect from us and what we expect from you.</p>
      }
      notice={<DevelopmentNotice />}
      sections={sections}
      numbered
      related={[
        { to: paths.privacy(), label: 'Privacy Policy' },
        { to: paths.refund(), label: 'Cancellation & Refund Policy' },
        { to: paths.takedown(), label: 'Takedown Policy' },
        { to: paths.contact(), label: 'Contact Us' },
      ]}
    />
  );
}
