import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../../lib/paths';
import { COMPANY } from './company';
import { InfoTable } from './info-table';
import { PolicyLayout, type PolicySection } from './policy-layout';
import styles from './content.module.css';

const sections: PolicySection[] = [
  {
    id: 'scope',
    title: 'What you can ask us to remove',
    content: (
      <>
        <p>You can ask us to remove content on {PRODUCT_NAME} — a gig, an image, a profile or a review — that:</p>
        <ul>
          <li>
            infringes your copyright or trademark, for example a portfolio image you made that someone else claims;
          </li>
          <li>is illegal under Indian law;</li>
          <li>shares your personal information without your consent, or impersonates you or your business.</li>
        </ul>
        <p>
          For a disagreement about an order, such as work you are not happy with, please use our{' '}
          <Link to={paths.refund()}>dispute process</Link> instead.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to send a request',
    content: (
      <>
        <p>
          E-mail <a href={`mailto:${SUPPORT_EMAIL}?subject=Takedown%20request`}>{SUPPORT_EMAIL}</a> with “Takedown
          request” in the subject line. Please include:
        </p>
        <ol>
          <li>your full name and how we can contact you;</li>
          <li>the link to each piece of content you want removed;</li>
          <li>
            what the content infringes or why it is illegal, and — for copyright or trademark — the original work or
            registration it copies;
          </li>
          <li>if you act for someone else, who they are and that you are authorised to act for them;</li>
          <li>
            a statement that the information in your request is accurate and that you are making it in good faith.
          </li>
        </ol>
        <p>Incomplete requests take longer, because we have to come back to you for the missing details.</p>
      </>
    ),
  },
  {
    id: 'what-happens',
    title: 'What happens next',
    content: (
      <>
        <ol className={styles.steps}>
          <li>
            <strong>We confirm we have your request</strong> and check that it contains what we need.
          </li>
          <li>
            <strong>We review it.</strong> We may ask you for more information, and we usually tell the person who
            posted the content and give them a chance to respond.
          </li>
          <li>
            <strong>We decide</strong> whether the content stays, is changed or is removed, and tell both sides.
          </li>
        </ol>
        <InfoTable
          caption="How long each step takes"
          columns={['Step', 'Timeline']}
          rows={[
            ['Decision on a complete request', 'Within 1–2 weeks'],
            ['Removal once we have decided to remove', 'Within 24 hours of the decision'],
          ]}
        />
      </>
    ),
  },
  {
    id: 'counter-notice',
    title: 'Counter-notice',
    content: (
      <>
        <p>
          If your content was removed and you believe that was a mistake — because you own the work, have a licence to
          use it, or the content is lawful — you can send a counter-notice to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Counter-notice`}>{SUPPORT_EMAIL}</a> with “Counter-notice” in the
          subject line. Include the link to the removed content, why you believe it should be restored, and any evidence
          such as original files, licences or invoices.
        </p>
        <p>
          We share the counter-notice with the person who made the original request and review both sides again. If we
          find the removal was wrong, we restore the content.
        </p>
      </>
    ),
  },
  {
    id: 'misuse',
    title: 'Repeat infringement and misuse',
    content: (
      <p>
        Accounts that repeatedly post infringing content are closed. Knowingly false takedown requests are also a breach
        of our <Link to={paths.terms()}>Terms and Conditions</Link>, and we may ignore further requests from their
        sender.
      </p>
    ),
  },
];

export default function TakedownPage() {
  return (
    <PolicyLayout
      title="Takedown Policy"
      description={`How to ask ${PRODUCT_NAME} to remove infringing or illegal content, what to include, how long a decision takes and how to send a counter-notice.`}
      updated={COMPANY.policiesUpdated}
      intro={
        <p>
          We respect the rights of creators. If something on {PRODUCT_NAME} infringes your rights or breaks the law,
          tell us and we will act on it.
        </p>
      }
      sections={sections}
      related={[
        { to: paths.terms(), label: 'Terms and Conditions' },
        { to: paths.privacy(), label: 'Privacy Policy' },
        { to: paths.contact(), label: 'Contact Us' },
      ]}
    />
  );
}
