import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { Button } from '../../../ui/button';
import { Chip, ChipList } from '../../../ui/chip';
import { TextArea } from '../../../ui/field';
import { addFeature, type GigDraft } from '../gig-form';
import type { FieldErrors, OnField } from './step-props';
import styles from './gig-editor.module.css';

/**
 * Step 4, Description and Features: the long description, and up to 4 features added with the button or Enter,
 * each removable ("You can only add up to 4 features." shows for 2 seconds).
 */
export function DescriptionStep({
  draft,
  onField,
  onFeatures,
  errors = {},
}: {
  draft: GigDraft;
  onField: OnField;
  onFeatures(features: string[]): void;
  errors?: FieldErrors;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [limitError, setLimitError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!limitError) return;
    const timer = setTimeout(() => setLimitError(null), TIMINGS.featureLimitNoticeMs);
    return () => clearTimeout(timer);
  }, [limitError]);

  const add = () => {
    const result = addFeature(draft.features, typed);
    setLimitError(result.error);
    if (result.features !== draft.features) onFeatures(result.features);
    if (result.features !== draft.features || !result.error) setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className={styles.fields}>
      <TextArea
        label="Detailed description"
        placeholder="Describe your service, your process and what you need from the buyer"
        value={draft.desc}
        onChange={(e) => onField('desc', e.target.value)}
        maxLength={LIMITS.gigDescMax}
        error={errors.desc}
        rows={7}
      />
      <div className={styles.pickGroup}>
        <label className={styles.pickLabel} htmlFor={`${id}-feature`}>
          Features (up to {LIMITS.featuresPerGig})
        </label>
        <div className={styles.featureRow}>
          <input
            ref={input}
            id={`${id}-feature`}
            className={styles.featureInput}
            placeholder="e.g. Source files included"
            value={typed}
            maxLength={LIMITS.featureLengthMax}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-feature-hint`}
          />
          <Button variant="secondary" onClick={add}>
            <Plus size={16} aria-hidden="true" /> Add
          </Button>
        </div>
        <span id={`${id}-feature-hint`} className={styles.hint}>
          Press Enter or Add. {draft.features.length}/{LIMITS.featuresPerGig} added.
        </span>
        {(limitError ?? errors.features) && (
          <span className={styles.fieldError} role="alert">
            {limitError ?? errors.features}
          </span>
        )}
        {draft.features.length > 0 && (
          <ChipList label="Features">
            {draft.features.map((f) => (
              <li key={f}>
                <Chip
                  onRemove={() => onFeatures(draft.features.filter((x) => x !== f))}
                  removeLabel={`Remove ${f}`}
                  focusAfterLast={input}
                >
                  {f}
                </Chip>
              </li>
            ))}
          </ChipList>
        )}
      </div>
    </div>
  );
}
