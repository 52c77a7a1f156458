import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { useApi } from '../../../app/app-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { createGig, forgetGigs, updateGig } from '../api';
import {
  firstInvalidStep,
  GIG_STEPS,
  stepError,
  stepOfFields,
  submitError,
  toGigBody,
  type GigDraft,
  type Step,
} from '../gig-form';
import { useGigDraft } from '../hooks/use-gig-draft';
import { usePictureUploads, UploadProblem } from '../hooks/use-picture-uploads';
import { BasicsStep } from './basics-step';
import { DescriptionStep } from './description-step';
import { PicturesStep } from './pictures-step';
import { PricingStep } from './pricing-step';
import { ServiceStep } from './service-step';
import type { FieldErrors, OnField } from './step-props';
import { WizardProgress } from './wizard-progress';
import styles from './gig-editor.module.css';

type Mode = { kind: 'create'; userId: string } | { kind: 'edit'; gigId: string };

/** What the wizard is doing: taking input, waiting for an upload or the save, or saved (on its way to My Gigs). */
type Phase = 'editing' | 'busy' | 'saved';

/** One line under the step, never two: a new message replaces the last (an error never sits beside a success). */
type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * The five-step gig wizard (Create Gig) and, pre-filled, Edit Gig. Next checks the step and advances; step 2
 * uploads the picked pictures before advancing; step 5 sends the gig, then My Gigs opens after 2 seconds.
 */
export function GigWizard({ mode, initial }: { mode: Mode; initial: GigDraft }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { draft, setDraft, setField, step, setStep, forget } = useGigDraft(
    initial,
    mode.kind === 'create' ? mode.userId : null,
  );
  const pictures = usePictureUploads();
  const [message, setMessage] = useState<Message>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const id = useId();
  const busy = phase !== 'editing';

  // Each step's heading takes focus, so keyboard and screen-reader users land on the new step.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (phase !== 'saved') return;
    const timer = setTimeout(() => void navigate(paths.myGigs()), TIMINGS.gigCreatedRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const onField: OnField = (name, value) => {
    setField(name, value);
    setMessage(null);
    clearFieldError(name);
  };
  const clearFieldError = (name: string) => setFieldErrors((f) => (name in f ? { ...f, [name]: undefined } : f));
  const fail = (text: string) => setMessage({ tone: 'error', text });

  /** Step 2's Next: what was picked is uploaded, and its URLs go into the draft (kept across a reload). */
  const uploadPictures = async (): Promise<boolean> => {
    if (!pictures.picked.cover && !pictures.picked.images) return true;
    setPhase('busy');
    try {
      const uploaded = await pictures.upload();
      setDraft((d) => ({ ...d, ...uploaded }));
      setMessage({ tone: 'success', text: MSG.uploadSuccessful });
      return true;
    } catch (error) {
      fail(error instanceof UploadProblem ? error.message : MSG.uploadFilesFailed);
      return false;
    } finally {
      setPhase('editing');
    }
  };

  const next = async () => {
    if (busy) return;
    const problem = stepError(step, draft, pictures.picked);
    if (problem) return fail(problem);
    setMessage(null);
    if (step === 2 && !(await uploadPictures())) return;
    setStep((s) => Math.min(GIG_STEPS.length, s + 1) as Step);
  };

  const back = () => {
    setMessage(null);
    setStep((s) => Math.max(1, s - 1) as Step);
  };

  const submit = async () => {
    if (busy) return;
    const problem = stepError(5, draft) ?? submitError(draft);
    if (problem) {
      fail(problem);
      const bad = firstInvalidStep(draft);
      if (bad && bad !== 5) setStep(bad);
      return;
    }
    setPhase('busy');
    setMessage(null);
    try {
      if (mode.kind === 'create') {
        await createGig(api, toGigBody(draft));
        forget();
        setMessage({ tone: 'success', text: MSG.gigCreated });
      } else {
        await updateGig(api, mode.gigId, toGigBody(draft));
        setMessage({ tone: 'success', text: MSG.gigUpdated });
      }
      setPhase('saved');
      void forgetGigs(queryClient);
    } catch (e) {
      fail(errorMessage(e, mode.kind === 'create' ? MSG.gigCreateFailed : 'Error updating gig.'));
      // A text the moderator refused: back to the step that holds it, the sentence beside the field.
      if (e instanceof ApiError && e.fields) {
        setFieldErrors(e.fields);
        const at = stepOfFields(e.fields);
        if (at && at !== step) setStep(at);
      }
      setPhase('editing');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < GIG_STEPS.length) void next();
    else void submit();
  };

  const saving = mode.kind === 'create' ? 'Creating…' : 'Saving…';

  return (
    <form className={styles.wizard} onSubmit={onSubmit} noValidate>
      <WizardProgress step={step} />

      <section className={styles.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
          <span className={styles.stepCount}>
            Step {step} of {GIG_STEPS.length}
          </span>
          {GIG_STEPS[step - 1]}
        </h2>

        {step === 1 && (
          <BasicsStep draft={draft} onField={onField} autoFocus={mode.kind === 'create'} errors={fieldErrors} />
        )}
        {step === 2 && (
          <PicturesStep
            cover={pictures.cover?.preview ?? draft.cover}
            images={pictures.images.length ? pictures.images.map((p) => p.preview) : draft.images}
            progress={pictures.progress}
            editing={mode.kind === 'edit'}
            busy={busy}
            onPickCover={(file) => {
              pictures.pickCover(file);
              setMessage(null);
            }}
            onPickImages={(files) => {
              pictures.pickImages(files);
              setMessage(files.length === LIMITS.imagesPerGig ? null : { tone: 'error', text: MSG.gigImages });
            }}
          />
        )}
        {step === 3 && <ServiceStep draft={draft} onField={onField} errors={fieldErrors} />}
        {step === 4 && (
          <DescriptionStep
            draft={draft}
            onField={onField}
            errors={fieldErrors}
            onFeatures={(features) => {
              setDraft((d) => ({ ...d, features }));
              setMessage(null);
              clearFieldError('features');
            }}
          />
        )}
        {step === 5 && <PricingStep draft={draft} onField={onField} />}

        {message && <Notice tone={message.tone}>{message.text}</Notice>}

        <div className={styles.actions}>
          {step > 1 ? (
            <Button variant="secondary" onClick={back} disabled={busy}>
              <ArrowLeft size={16} aria-hidden="true" /> Back
            </Button>
          ) : (
            <span />
          )}
          {step < GIG_STEPS.length ? (
            <Button type="submit" busy={busy}>
              {busy && step === 2 ? 'Uploading…' : 'Next'} <ArrowRight size={16} aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" aria-disabled={busy} busy={phase === 'busy'}>
              {busy ? saving : mode.kind === 'create' ? 'Create Gig' : 'Save Changes'}
            </Button>
          )}
        </div>
      </section>
    </form>
  );
}
