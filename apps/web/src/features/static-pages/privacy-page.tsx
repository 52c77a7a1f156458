import { Link } from 'react-router';
import { DARK_MODE_COOKIE, LIMITS, PRODUCT_NAME, SESSION_COOKIE, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import { InfoTable } from './info-table';
import { PolicyLayout, type PolicySection } from './policy-layout';

const sections: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        {PRODUCT_NAME} is operated by {COMPANY.legalName}, headquartered in {COMPANY.headquarters}. We decide how your
        personal data is used on {PRODUCT_NAME} and are responsible for protecting it. This policy explains what we
        collect, why, and the choices you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <h3>Account</h3>
        <p>
          Your username, e-mail address and password when you sign up. We store your password only as a one-way hash, so
          nobody — including us — can read it.
        </p>
        <h3>Profile</h3>
        <p>
          What you choose to show others: a profile picture, a description, your country, skills and working hours, and
          whether you sell on {PRODUCT_NAME}.
        </p>
        <h3>Gigs, orders and reviews</h3>
        <p>The gigs you publish, the orders you place or receive, and the reviews you write.</p>
        <h3>Messages</h3>
        <p>
          The messages and files you exchange with other users. Messages are checked by our automatic moderator before
          they are delivered; see the <Link to={paths.aiPrivacy()}>AI Privacy Policy</Link>.
        </p>
        <h3>Payments</h3>
        <p>
          Payments are handled by our payment provider, {COMPANY.paymentProvider}. You enter your card or UPI details on
          their secure form. <strong>{PRODUCT_NAME} never receives or stores your card details.</strong> We keep only
          what we need to run the order: the amount, the payment reference and whether the payment succeeded.
        </p>
        <h3>Technical data</h3>
        <p>
          Basic information your browser sends, such as your IP address, browser type and the time of your last visit,
          which we use to keep accounts secure and to fix problems.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    content: (
      <ul>
        <li>To create and secure your account, and to sign you in.</li>
        <li>To show your gigs and profile to buyers, and to let buyers and sellers talk and place orders.</li>
        <li>To take payments, hold them in escrow, release them and issue refunds.</li>
        <li>To keep the marketplace safe: moderating messages, preventing fraud and resolving disputes.</li>
        <li>To send you messages about your account and orders, such as verification codes and receipts.</li>
        <li>To meet our legal obligations, for example keeping tax and accounting records.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          <strong>We do not sell your personal data.</strong> We share it only where needed to run {PRODUCT_NAME}:
        </p>
        <ul>
          <li>with other users, as far as you choose to show it on your profile, gigs, messages and reviews;</li>
          <li>with {COMPANY.paymentProvider}, to process payments and refunds;</li>
          <li>
            with the providers that host our servers and send our e-mails, under contracts that protect your data;
          </li>
          <li>with authorities, when Indian law requires us to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          We use only the cookies {PRODUCT_NAME} needs to work. There are no advertising or third-party tracking
          cookies.
        </p>
        <InfoTable
          caption="Cookies and browser storage used by GigBazaar"
          columns={['Name', 'Purpose', 'How long']}
          rows={[
            [
              <code>{SESSION_COOKIE}</code>,
              'Your session: keeps you signed in securely.',
              `Until you log out; at most ${LIMITS.sessionHours} hours, or ${LIMITS.rememberMeDays} days if you choose to stay signed in.`,
            ],
            [<code>{DARK_MODE_COOKIE}</code>, 'Remembers that you prefer the dark theme.', '1 month'],
            [
              <code>currentUser</code>,
              'Local storage, not a cookie: your public account details, so the page can show your name and picture.',
              'Until you log out',
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <>
        <p>
          <strong>Orders, payments and reviews are kept.</strong> Order and payment records are needed for accounting,
          tax and any later dispute, and reviews stay published because other buyers rely on them.
        </p>
        <p>
          <strong>Closed accounts are erased.</strong> When you close your account, we delete your account details,
          profile and gigs.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under Indian law, including the Digital Personal Data Protection Act, 2023, you can:</p>
        <ul>
          <li>ask what personal data we hold about you and get a copy of it;</li>
          <li>correct data that is wrong or out of date — most of it directly in your settings;</li>
          <li>ask us to erase your data by closing your account;</li>
          <li>withdraw consent you have given, for example to optional profile details;</li>
          <li>raise a complaint with us, and if you are not satisfied, with the Data Protection Board of India.</li>
        </ul>
        <p>To protect your account, we may ask you to confirm your identity before acting on a request.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For any privacy question or request, e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with
        “Privacy” in the subject line, or see our <Link to={paths.contact()}>Contact Us</Link> page.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      description={`What personal data ${PRODUCT_NAME} collects, why, which cookies we use, how long we keep data and the rights you have.`}
      updated={COMPANY.policiesUpdated}
      intro={
        <p>Your data belongs to you. We collect only what we need to run the marketplace, and we never sell it.</p>
      }
      sections={sections}
      related={[
        { to: paths.aiPrivacy(), label: 'AI Privacy Policy' },
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.takedown(), label: 'Takedown Policy' },
        { to: paths.contact(), label: 'Contact Us' },
      ]}
    />
  );
}
