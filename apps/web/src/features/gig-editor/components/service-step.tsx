import { LIMITS } from '@gigbazaar/shared/constants';
import { TextArea, TextField } from '../../../ui/field';
import type { GigDraft } from '../gig-form';
import type { FieldErrors, OnField } from './step-props';
import styles from './gig-editor.module.css';

/** Step 3, Service Details: what the buyer gets, in how many days, with how many revisions. */
export function ServiceStep({
  draft,
  onField,
  errors = {},
}: {
  draft: GigDraft;
  onField: OnField;
  errors?: FieldErrors;
}) {
  return (
    <div className={`${styles.fields} ${styles.grid}`}>
      <div className={styles.wide}>
        <TextField
          label="Service title"
          placeholder="Basic logo package"
          value={draft.shortTitle}
          onChange={(e) => onField('shortTitle', e.target.value)}
          maxLength={LIMITS.gigShortTitleMax}
          error={errors.shortTitle}
        />
      </div>
      <div className={styles.wide}>
        <TextArea
          label="Short description"
          placeholder="What the buyer gets, in a sentence or two"
          value={draft.shortDesc}
          onChange={(e) => onField('shortDesc', e.target.value)}
          maxLength={LIMITS.gigShortDescMax}
          error={errors.shortDesc}
          rows={3}
        />
      </div>
      <TextField
        label="Delivery time (days)"
        type="number"
        inputMode="numeric"
        min={LIMITS.deliveryTimeMin}
        max={LIMITS.deliveryTimeMax}
        step={1}
        value={draft.deliveryTime}
        onChange={(e) => onField('deliveryTime', e.target.value)}
      />
      <TextField
        label="Number of revisions"
        type="number"
        inputMode="numeric"
        min={LIMITS.revisionsMin}
        max={LIMITS.revisionsMax}
        step={1}
        value={draft.revisionNumber}
        onChange={(e) => onField('revisionNumber', e.target.value)}
      />
    </div>
  );
}
