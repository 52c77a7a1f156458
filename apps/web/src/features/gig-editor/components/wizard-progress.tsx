import { Check } from 'lucide-react';
import { GIG_STEPS, type Step } from '../gig-form';
import styles from './gig-editor.module.css';

/** The five steps across the top: done ones ticked, the current one marked for screen readers too. */
export function WizardProgress({ step }: { step: Step }) {
  return (
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
  );
}
