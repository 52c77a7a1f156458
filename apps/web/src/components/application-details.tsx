import { FileText } from 'lucide-react';
import { GENDER_LABELS, SELLER_ID_TYPE_LABELS } from '@gigbazaar/shared/constants';
import { formatDdMmYyyy } from '@gigbazaar/shared/rules/age';
import type { TSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import styles from './application-details.module.css';

/** The status as My Application shows it: in uppercase, coloured by outcome. */
export function StatusBadge({ status }: { status: TSellerApplication['status'] }) {
  return (
    <span className={`${styles.status} ${styles[status]}`} data-testid="application-status">
      {status.toUpperCase()}
    </span>
  );
}

const isPdf = (url: string) => url.toLowerCase().endsWith('.pdf');

/** One document from the private route: pictures inline, PDFs embedded where the browser can, with a link. */
export function DocumentView({ url, label, embedPdf = false }: { url: string; label: string; embedPdf?: boolean }) {
  if (isPdf(url)) {
    return (
      <figure className={styles.doc}>
        {embedPdf && <iframe className={styles.pdf} src={url} title={label} loading="lazy" />}
        <figcaption>
          <a href={url} target="_blank" rel="noreferrer" className={styles.docLink}>
            <FileText size={16} aria-hidden="true" /> {label} (PDF)
          </a>
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className={styles.doc}>
      <a href={url} target="_blank" rel="noreferrer">
        <img className={styles.docImage} src={url} alt={label} loading="lazy" />
      </a>
      <figcaption className={styles.docCaption}>{label}</figcaption>
    </figure>
  );
}

/** The details of an application, shared by My Application and the admin review. */
export function ApplicationDetails({
  application: a,
  embedPdf,
}: {
  application: TSellerApplication;
  embedPdf?: boolean;
}) {
  const rows: Array<[string, string]> = [
    ['Full name', a.fullName],
    ['Email', a.email],
    ['Phone', a.phone],
    ['Date of birth', formatDdMmYyyy(a.dateOfBirth)],
    ['Gender', GENDER_LABELS[a.gender]],
    [
      'Address',
      `${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.pincode}, ${a.address.country}`,
    ],
    ['Education', a.education],
    ['Skills', a.skills.join(', ')],
    ['ID type', SELLER_ID_TYPE_LABELS[a.idType]],
    ['UPI ID', a.upiId],
    // The UTC day, the same on the server and in the browser (no hydration mismatch across time zones).
    ['Submitted', formatDdMmYyyy(a.createdAt.slice(0, 10))],
  ];
  return (
    <div className={styles.details}>
      <dl className={styles.dl}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.heading}>Description</h3>
      <p className={styles.text}>{a.description}</p>
      <h3 className={styles.heading}>Motivation</h3>
      <p className={styles.text}>{a.motivation}</p>
      <h3 className={styles.heading}>Documents</h3>
      <div className={styles.docs}>
        <DocumentView
          url={a.governmentId.url}
          label={`Government ID (${SELLER_ID_TYPE_LABELS[a.idType]})`}
          embedPdf={embedPdf}
        />
        <DocumentView url={a.selfie} label="Selfie" embedPdf={embedPdf} />
        {a.certificates.map((url, i) => (
          <DocumentView key={url} url={url} label={`Certificate ${i + 1}`} embedPdf={embedPdf} />
        ))}
      </div>
    </div>
  );
}
