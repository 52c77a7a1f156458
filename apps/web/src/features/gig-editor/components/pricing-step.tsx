import { CATEGORY_LABELS, LIMITS } from '@gigbazaar/shared/constants';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { TextField } from '../../../ui/field';
import type { GigDraft } from '../gig-form';
import type { OnField } from './step-props';
import styles from './gig-editor.module.css';

/** Step 5, Pricing and Review: the price, and a summary of every step before the gig is sent. */
export function PricingStep({ draft, onField }: { draft: GigDraft; onField: OnField }) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Price (₹)"
        type="number"
        inputMode="decimal"
        min={LIMITS.gigPriceMin}
        max={LIMITS.gigPriceMax}
        value={draft.price}
        onChange={(e) => onField('price', e.target.value)}
      />
      <GigSummary draft={draft} />
    </div>
  );
}

const notSet = <span className={styles.missing}>Not set</span>;

function GigSummary({ draft }: { draft: GigDraft }) {
  const price = Number(draft.price);
  const rows: Array<[string, string]> = [
    ['Title', draft.title],
    ['Category', draft.cat ? CATEGORY_LABELS[draft.cat] : ''],
    ['Service title', draft.shortTitle],
    ['Short description', draft.shortDesc],
    ['Delivery time', draft.deliveryTime ? `${draft.deliveryTime} day${draft.deliveryTime === '1' ? '' : 's'}` : ''],
    ['Revisions', draft.revisionNumber],
    ['Price', draft.price && Number.isFinite(price) ? formatRupees(price) : ''],
  ];
  return (
    <div className={styles.summary} aria-label="Summary">
      <h3 className={styles.summaryTitle}>Summary</h3>
      {draft.cover && (
        <div className={styles.thumbs}>
          <img className={`${styles.thumb} ${styles.thumbCover}`} src={draft.cover} alt="Cover" />
          {draft.images.map((src, i) => (
            <img key={`${src}-${i}`} className={styles.thumb} src={src} alt={`Image ${i + 1}`} />
          ))}
        </div>
      )}
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value || notSet}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>Description</dt>
          <dd className={styles.prose}>{draft.desc || notSet}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Features</dt>
          <dd>
            {draft.features.length ? (
              <ul className={styles.featureList}>
                {draft.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : (
              notSet
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
