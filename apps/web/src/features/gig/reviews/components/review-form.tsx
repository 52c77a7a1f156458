import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ApiError, errorMessage } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { useHydrated } from '../../../../ui/use-hydrated';
import { useCreateReview } from '../api/create-review';
import { checkReview } from '../review-rules';
import { RatingChooser } from './rating-chooser';
import { VerifiedPurchaseNote } from './verified-purchase-note';
import styles from './reviews.module.css';

interface Props {
  gigId: string;
  who: { userId: string | null; ownerId: string; reviewerIds: readonly string[] };
  /** Reports the outcome to the section, which shows it for 2 seconds (the form itself may be replaced). */
  onResult(result: { tone: 'success' | 'error'; text: string }): void;
}

/** The review form: text and rating, checked in the review rules' order, then POST /reviews. One submit at a time. */
export function ReviewForm({ gigId, who, onResult }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const create = useCreateReview();
  const sending = useRef(false);
  const [desc, setDesc] = useState('');
  const [star, setStar] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The moderator's refusal of the text: shown under it (not as a passing flash) until the text is changed.
  const [refused, setRefused] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const error = checkReview(who, desc, star);
    setProblem(error);
    if (error) {
      if (error === MSG.reviewBlank) textRef.current?.focus();
      return;
    }
    sending.current = true;
    // mutateAsync, not mutate's callbacks: a success replaces this form (the list now holds the user's
    // review), and the outcome must still reach the section after this component is gone.
    create
      .mutateAsync({ gigId, desc: desc.trim(), star: star! })
      .then(
        () => {
          setDesc('');
          setStar(null);
          onResult({ tone: 'success', text: 'Thank you! Your review has been posted.' });
        },
        (err: unknown) => {
          if (err instanceof ApiError && err.code === 'moderation_rejected') {
            setRefused(err.message);
            textRef.current?.focus();
            return;
          }
          onResult({ tone: 'error', text: errorMessage(err, MSG.reviewFailed) });
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const textError = problem === MSG.reviewBlank ? problem : refused;
  const ratingError = problem === MSG.reviewRating ? problem : null;
  const otherError = problem && !textError && !ratingError ? problem : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Write a review
      </h3>
      <VerifiedPurchaseNote gigId={gigId} userId={who.userId} />
      <RatingChooser
        value={star}
        onChange={(s) => {
          setStar(s);
          if (problem === MSG.reviewRating) setProblem(null);
        }}
        error={ratingError}
        disabled={create.isPending}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-desc`} className={styles.fieldLabel}>
          Your review
        </label>
        <textarea
          ref={textRef}
          id={`${id}-desc`}
          className={styles.textarea}
          value={desc}
          onChange={(event) => {
            setDesc(event.target.value);
            if (problem === MSG.reviewBlank) setProblem(null);
            setRefused(null);
          }}
          placeholder="How was working with this seller? What did you get?"
          rows={4}
          maxLength={LIMITS.reviewMax}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${id}-count${textError ? ` ${id}-error` : ''}`}
          readOnly={create.isPending}
        />
        <div className={styles.fieldFoot}>
          {textError ? (
            <span id={`${id}-error`} className={styles.fieldError} role="alert">
              {textError}
            </span>
          ) : (
            <span />
          )}
          <span id={`${id}-count`} className={styles.counter}>
            {desc.length} / {LIMITS.reviewMax}
          </span>
        </div>
      </div>
      {otherError && (
        <p className={styles.fieldError} role="alert">
          {otherError}
        </p>
      )}
      <Button type="submit" disabled={!hydrated} busy={create.isPending}>
        <Send size={16} aria-hidden="true" />
        {create.isPending ? 'Submitting…' : 'Submit'}
      </Button>
    </form>
  );
}
