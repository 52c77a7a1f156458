import { CATEGORY_LABELS, CATEGORY_VALUES, LIMITS } from '@gigbazaar/shared/constants';
import { SelectField, TextField } from '../../../ui/field';
import type { GigDraft } from '../gig-form';
import type { FieldErrors, OnField } from './step-props';
import styles from './gig-editor.module.css';

/** Step 1, Basic Information: the gig's title and category. */
export function BasicsStep({
  draft,
  onField,
  autoFocus,
  errors = {},
}: {
  draft: GigDraft;
  onField: OnField;
  autoFocus: boolean;
  errors?: FieldErrors;
}) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Gig title"
        placeholder="I will design a modern logo for your business"
        value={draft.title}
        onChange={(e) => onField('title', e.target.value)}
        maxLength={LIMITS.gigTitleMax}
        hint={`${draft.title.length}/${LIMITS.gigTitleMax}`}
        error={errors.title}
        autoFocus={autoFocus}
      />
      <SelectField label="Category" value={draft.cat} onChange={(e) => onField('cat', e.target.value)}>
        <option value="">Select a category</option>
        {CATEGORY_VALUES.map((cat) => (
          <option key={cat} value={cat}>
            {CATEGORY_LABELS[cat]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
