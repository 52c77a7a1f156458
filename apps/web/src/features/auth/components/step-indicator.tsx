import { Check } from 'lucide-react';
import styles from './step-indicator.module.css';

/** A numbered progress list; the current step carries aria-current="step". */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((name, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={`${styles.item} ${styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? <Check size={16} strokeWidth={3} /> : n}
            </span>
            <span className={styles.name}>
              <span className="visually-hidden">Step {n}: </span>
              {name}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
