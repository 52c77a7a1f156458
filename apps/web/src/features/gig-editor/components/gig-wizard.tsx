import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, ImagePlus, Plus } from 'lucide-react';
import { CATEGORY_LABELS, CATEGORY_VALUES, LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { useApi } from '../../../app/app-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { uploadFileWithProgress } from '../../../lib/upload';
import { Button } from '../../../ui/button';
import { Chip, ChipList } from '../../../ui/chip';
import { SelectField, TextArea, TextField } from '../../../ui/field';
import { Notice } from '../../../ui/notice';
import { createGig, forgetGigs, updateGig } from '../api';
import {
  addFeature,
  draftStorageKey,
  firstInvalidStep,
  GIG_STEPS,
  readStoredDraft,
  stepError,
  stepOfFields,
  submitError,
  toGigBody,
  type GigDraft,
  type Step,
} from '../gig-form';
import styles from './gig-editor.module.css';

type Mode = { kind: 'create'; userId: string } | { kind: 'edit'; gigId: string };

interface Picked {
  file: File;
  preview: string;
}

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';

/**
 * The five-step gig wizard of spec 2 §2/§4 (Create Gig) and, pre-filled, Edit Gig. Next checks the step and
 * advances; step 2 uploads the picked pictures before advancing; step 5 sends the gig. A new gig's half-filled
 * wizard is kept in this browser until it is created.
 */
export function GigWizard({ mode, initial }: { mode: Mode; initial: GigDraft }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<GigDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cover, setCover] = useState<Picked | null>(null);
  const [images, setImages] = useState<Picked[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [feature, setFeature] = useState('');
  const [featureError, setFeatureError] = useState<string | null>(null);
  // The server's refusal of particular texts (the moderator's 422), shown beside each field until it is edited.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState(mode.kind === 'edit');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const id = useId();
  const storageKey = mode.kind === 'create' ? draftStorageKey(mode.userId) : null;

  // The stored draft is read after hydration (the server renders the empty wizard).
  useEffect(() => {
    if (!storageKey) return;
    try {
      const stored = readStoredDraft(localStorage.getItem(storageKey));
      if (stored) {
        setDraft(stored.draft);
        setStep(stored.step);
      }
    } catch {
      // Storage can be refused (private browsing): the wizard still works, just without the reload safety.
    }
    setRestored(true);
  }, [storageKey]);

  useEffect(() => {
    if (!storageKey || !restored || success) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify({ step, draft }));
    } catch {
      // See above.
    }
  }, [storageKey, restored, step, draft, success]);

  // Each step's heading takes focus, so keyboard and screen-reader users land on the new step.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // Local previews are released when replaced and when the wizard goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const pick = (file: File): Picked => {
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    return { file, preview };
  };

  useEffect(() => {
    if (!featureError) return;
    const timer = setTimeout(() => setFeatureError(null), TIMINGS.featureLimitNoticeMs);
    return () => clearTimeout(timer);
  }, [featureError]);

  const set = (name: Exclude<keyof GigDraft, 'images' | 'features'>) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((d) => ({ ...d, [name]: value }));
    setError(null);
    clearFieldError(name);
  };
  const clearFieldError = (name: string) =>
    setFieldErrors((f) => {
      if (!(name in f)) return f;
      const rest = { ...f };
      delete rest[name];
      return rest;
    });

  const onPickCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCover(pick(file));
    setError(null);
  };
  const onPickImages = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setImages(files.map(pick));
    setError(files.length === LIMITS.imagesPerGig ? null : MSG.gigImages);
  };

  /** Step 2's Next: uploads what was picked (cover first), with one progress bar per picture. */
  const uploadPicked = async (): Promise<boolean> => {
    const files = [...(cover ? [cover.file] : []), ...images.map((p) => p.file)];
    if (!files.length) return true;
    for (const file of files) {
      if (file.size > LIMITS.uploadBytes) {
        setError(MSG.fileTooLarge);
        return false;
      }
    }
    setProgress(files.map(() => 0));
    try {
      const urls = await Promise.all(
        files.map((file, i) =>
          uploadFileWithProgress(file, 'public', (fraction) =>
            setProgress((p) => (p ? p.map((x, k) => (k === i ? fraction : x)) : p)),
          ),
        ),
      );
      setDraft((d) => ({
        ...d,
        cover: cover ? urls[0] : d.cover,
        images: images.length ? urls.slice(cover ? 1 : 0) : d.images,
      }));
      setCover(null);
      setImages([]);
      setSuccess(MSG.uploadSuccessful);
      return true;
    } catch (e) {
      setError(errorMessage(e, MSG.uploadFilesFailed));
      return false;
    } finally {
      setProgress(null);
    }
  };

  const next = async () => {
    if (busy) return;
    const problem = stepError(step, draft, { cover: Boolean(cover), images: images.length });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSuccess(null);
    if (step === 2) {
      setBusy(true);
      const ok = await uploadPicked();
      setBusy(false);
      if (!ok) return;
    }
    setStep((s) => Math.min(5, s + 1) as Step);
  };

  const back = () => {
    setError(null);
    setSuccess(null);
    setStep((s) => Math.max(1, s - 1) as Step);
  };

  const onAddFeature = () => {
    const result = addFeature(draft.features, feature);
    setFeatureError(result.error);
    if (result.features !== draft.features) {
      setDraft((d) => ({ ...d, features: result.features }));
      clearFieldError('features');
      setFeature('');
      setError(null);
    } else if (!result.error) setFeature('');
  };
  const onFeatureKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAddFeature();
  };

  const submit = async () => {
    if (busy) return;
    const problem = stepError(5, draft) ?? submitError(draft);
    if (problem) {
      setError(problem);
      const bad = firstInvalidStep(draft);
      if (bad && bad !== 5) setStep(bad);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode.kind === 'create') {
        await createGig(api, toGigBody(draft));
        if (storageKey) {
          try {
            localStorage.removeItem(storageKey);
          } catch {
            // See above.
          }
        }
        setSuccess(MSG.gigCreated);
      } else {
        await updateGig(api, mode.gigId, toGigBody(draft));
        setSuccess(MSG.gigUpdated);
      }
      void forgetGigs(queryClient);
      setTimeout(() => void navigate(paths.myGigs()), TIMINGS.gigCreatedRedirectMs);
    } catch (e) {
      setError(errorMessage(e, mode.kind === 'create' ? MSG.gigCreateFailed : 'Error updating gig.'));
      // A text the moderator refused: back to the step that holds it, the sentence beside the field.
      if (e instanceof ApiError && e.fields) {
        setFieldErrors(e.fields);
        const at = stepOfFields(e.fields);
        if (at && at !== step) setStep(at);
      }
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 5) void next();
    else void submit();
  };

  const done = Boolean(success) && (success === MSG.gigCreated || success === MSG.gigUpdated);
  const shownCover = cover?.preview ?? draft.cover;
  const shownImages = images.length ? images.map((p) => p.preview) : draft.images;

  return (
    <form className={styles.wizard} onSubmit={onSubmit} noValidate>
      <ol className={styles.steps} aria-label="Steps">
        {GIG_STEPS.map((label, i) => {
          const n = i + 1;
          const state = n < step ? styles.stepDone : n === step ? styles.stepCurrent : '';
          return (
            <li key={label} className={`${styles.step} ${state}`} aria-current={n === step ? 'step' : undefined}>
              <span className={styles.stepDot} aria-hidden="true">
                {n < step ? <Check size={14} /> : n}
              </span>
              <span className={styles.stepLabel}>{label}</span>
            </li>
          );
        })}
      </ol>

      <section className={styles.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
          <span className={styles.stepCount}>
            Step {step} of {GIG_STEPS.length}
          </span>
          {GIG_STEPS[step - 1]}
        </h2>

        {step === 1 && (
          <div className={styles.fields}>
            <TextField
              label="Gig title"
              placeholder="I will design a modern logo for your business"
              value={draft.title}
              onChange={set('title')}
              maxLength={LIMITS.gigTitleMax}
              hint={`${draft.title.length}/${LIMITS.gigTitleMax}`}
              error={fieldErrors.title}
              autoFocus={mode.kind === 'create'}
            />
            <SelectField label="Category" value={draft.cat} onChange={set('cat')}>
              <option value="">Select a category</option>
              {CATEGORY_VALUES.map((cat) => (
                <option key={cat} value={cat}>
                  {CATEGORY_LABELS[cat]}
                </option>
              ))}
            </SelectField>
          </div>
        )}

        {step === 2 && (
          <div className={styles.fields}>
            <div className={styles.pickGroup}>
              <span className={styles.pickLabel}>Cover image</span>
              <span className={styles.hint}>The first picture buyers see. JPG, PNG, WebP or GIF up to 5 MB.</span>
              <label className={styles.pickButton}>
                <ImagePlus size={18} aria-hidden="true" />
                {shownCover ? 'Change cover image' : 'Choose cover image'}
                <input
                  type="file"
                  accept={IMAGE_ACCEPT}
                  onChange={onPickCover}
                  className={styles.fileInput}
                  data-testid="gig-cover-input"
                  disabled={busy}
                />
              </label>
              {shownCover && (
                <div className={styles.thumbs}>
                  <img className={`${styles.thumb} ${styles.thumbCover}`} src={shownCover} alt="Cover preview" />
                </div>
              )}
            </div>
            <div className={styles.pickGroup}>
              <span className={styles.pickLabel}>Additional images (exactly {LIMITS.imagesPerGig})</span>
              <span className={styles.hint}>
                {mode.kind === 'edit'
                  ? 'To replace the images, choose a complete new set of 4.'
                  : 'Select all four at once.'}
              </span>
              <label className={styles.pickButton}>
                <ImagePlus size={18} aria-hidden="true" />
                {shownImages.length ? 'Choose 4 new images' : 'Choose 4 images'}
                <input
                  type="file"
                  accept={IMAGE_ACCEPT}
                  multiple
                  onChange={onPickImages}
                  className={styles.fileInput}
                  data-testid="gig-images-input"
                  disabled={busy}
                />
              </label>
              {shownImages.length > 0 && (
                <div className={styles.thumbs}>
                  {shownImages.map((src, i) => (
                    <img key={`${src}-${i}`} className={styles.thumb} src={src} alt={`Image ${i + 1} preview`} />
                  ))}
                </div>
              )}
            </div>
            {progress && (
              <div className={styles.progressList} aria-live="polite">
                {progress.map((p, i) => (
                  <progress
                    key={i}
                    className={styles.progress}
                    max={1}
                    value={p}
                    aria-label={`Uploading image ${i + 1} of ${progress.length}`}
                  />
                ))}
              </div>
            )}
          </div>
        )}

        {step === 3 && (
          <div className={`${styles.fields} ${styles.grid}`}>
            <div className={styles.wide}>
              <TextField
                label="Service title"
                placeholder="Basic logo package"
                value={draft.shortTitle}
                onChange={set('shortTitle')}
                maxLength={LIMITS.gigShortTitleMax}
                error={fieldErrors.shortTitle}
              />
            </div>
            <div className={styles.wide}>
              <TextArea
                label="Short description"
                placeholder="What the buyer gets, in a sentence or two"
                value={draft.shortDesc}
                onChange={set('shortDesc')}
                maxLength={LIMITS.gigShortDescMax}
                error={fieldErrors.shortDesc}
                rows={3}
              />
            </div>
            <TextField
              label="Delivery time (days)"
              type="number"
              inputMode="numeric"
              min={LIMITS.deliveryTimeMin}
              max={LIMITS.deliveryTimeMax}
              value={draft.deliveryTime}
              onChange={set('deliveryTime')}
            />
            <TextField
              label="Number of revisions"
              type="number"
              inputMode="numeric"
              min={LIMITS.revisionsMin}
              max={LIMITS.revisionsMax}
              value={draft.revisionNumber}
              onChange={set('revisionNumber')}
            />
          </div>
        )}

        {step === 4 && (
          <div className={styles.fields}>
            <TextArea
              label="Detailed description"
              placeholder="Describe your service, your process and what you need from the buyer"
              value={draft.desc}
              onChange={set('desc')}
              maxLength={LIMITS.gigDescMax}
              error={fieldErrors.desc}
              rows={7}
            />
            <div className={styles.pickGroup}>
              <label className={styles.pickLabel} htmlFor={`${id}-feature`}>
                Features (up to {LIMITS.featuresPerGig})
              </label>
              <div className={styles.featureRow}>
                <input
                  id={`${id}-feature`}
                  className={styles.featureInput}
                  placeholder="e.g. Source files included"
                  value={feature}
                  maxLength={LIMITS.featureLengthMax}
                  onChange={(e) => setFeature(e.target.value)}
                  onKeyDown={onFeatureKey}
                  aria-describedby={`${id}-feature-hint`}
                />
                <Button variant="secondary" onClick={onAddFeature}>
                  <Plus size={16} aria-hidden="true" /> Add
                </Button>
              </div>
              <span id={`${id}-feature-hint`} className={styles.hint}>
                Press Enter or Add. {draft.features.length}/{LIMITS.featuresPerGig} added.
              </span>
              {(featureError ?? fieldErrors.features) && (
                <span className={styles.fieldError} role="alert">
                  {featureError ?? fieldErrors.features}
                </span>
              )}
              {draft.features.length > 0 && (
                <ChipList label="Features">
                  {draft.features.map((f) => (
                    <li key={f}>
                      <Chip
                        onRemove={() => {
                          setDraft((d) => ({ ...d, features: d.features.filter((x) => x !== f) }));
                          clearFieldError('features');
                        }}
                        removeLabel={`Remove ${f}`}
                      >
                        {f}
                      </Chip>
                    </li>
                  ))}
                </ChipList>
              )}
            </div>
          </div>
        )}

        {step === 5 && (
          <div className={styles.fields}>
            <TextField
              label="Price (₹)"
              type="number"
              inputMode="decimal"
              min={LIMITS.gigPriceMin}
              max={LIMITS.gigPriceMax}
              value={draft.price}
              onChange={set('price')}
            />
            <Summary draft={draft} />
          </div>
        )}

        {error && <Notice tone="error">{error}</Notice>}
        {success && <Notice tone="success">{success}</Notice>}

        <div className={styles.actions}>
          {step > 1 ? (
            <Button variant="secondary" onClick={back} disabled={busy || done}>
              <ArrowLeft size={16} aria-hidden="true" /> Back
            </Button>
          ) : (
            <span />
          )}
          {step < 5 ? (
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy && step === 2 ? 'Uploading…' : 'Next'} <ArrowRight size={16} aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" disabled={busy || done} aria-busy={busy || undefined}>
              {mode.kind === 'create' ? (busy ? 'Creating…' : 'Create Gig') : busy ? 'Saving…' : 'Save Changes'}
            </Button>
          )}
        </div>
      </section>
    </form>
  );
}

function Summary({ draft }: { draft: GigDraft }) {
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
            <dd>{value || <span className={styles.missing}>Not set</span>}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>Description</dt>
          <dd className={styles.prose}>{draft.desc || <span className={styles.missing}>Not set</span>}</dd>
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
              <span className={styles.missing}>Not set</span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
