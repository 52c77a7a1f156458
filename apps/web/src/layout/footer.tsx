import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SUPPORT_EMAIL } from '@gigbazaar/shared/constants';
import { paths } from '../lib/paths';
import { Logo } from './logo';
import styles from './footer.module.css';

export const INSTAGRAM_URL = 'https://www.instagram.com/gigbazaar';
export const FOOTER_LAST_UPDATED = '12.02.2025';

const COLUMNS: Array<{ title: string; links: Array<{ label: string; to: string }> }> = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about() },
      { label: 'Roadmap', to: paths.roadmap() },
      { label: 'Contact', to: paths.contact() },
      { label: 'More Links', to: paths.extra() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Centre', to: paths.help() },
      { label: 'Settings', to: paths.settings() },
      { label: 'Refund Policy', to: paths.refund() },
      { label: 'Shipping Policy', to: paths.shipping() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms and Conditions', to: paths.terms() },
      { label: 'Privacy Policy', to: paths.privacy() },
      { label: 'AI Privacy Policy', to: paths.aiPrivacy() },
      { label: 'Takedown Policy', to: paths.takedown() },
    ],
  },
];

/** Lucide no longer ships brand marks, so the Instagram glyph is drawn here. */
function InstagramIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

/** The site footer: contact details, About Us, Instagram, the policy links, last-updated date and copyright. */
export function Footer() {
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <section className={styles.about} aria-labelledby="footer-about">
            <Logo />
            <h2 id="footer-about" className={styles.heading}>
              About Us
            </h2>
            <p className={styles.aboutText}>
              GigBazaar connects Indian freelancers with clients who need their skills, with fixed prices in rupees and
              payments held in escrow. The platform is in development, and the gigs listed today are demonstrations.
            </p>
            <a className={styles.social} href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
              <InstagramIcon />
              <span>Instagram</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </section>

          {COLUMNS.map((column) => (
            <nav key={column.title} className={styles.column} aria-label={`Footer: ${column.title}`}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <section className={`${styles.column} ${styles.contactColumn}`} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Get in touch
            </h2>
            <address className={styles.contact}>
              <p>
                <Mail size={18} aria-hidden="true" />
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${styles.link} ${styles.email}`}>
                  {SUPPORT_EMAIL}
                </a>
              </p>
              <p>
                <Phone size={18} aria-hidden="true" />
                <span>
                  <span className="visually-hidden">Phone: </span>Coming soon
                </span>
              </p>
              <p>
                <MapPin size={18} aria-hidden="true" />
                <span>HITEC City, Hyderabad, Telangana 500081, India</span>
              </p>
            </address>
          </section>
        </div>

        <div className={styles.bottom}>
          <p>© 2024–2025 GigBazaar. All rights reserved.</p>
          <p>Last updated: {FOOTER_LAST_UPDATED}</p>
        </div>
      </div>
    </footer>
  );
}
