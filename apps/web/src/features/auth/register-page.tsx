import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import type { AppContext } from '../../app/app-context';
import { requireGuest } from '../../app/guards';
import { Meta } from '../../app/meta';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { useHydrated } from '../../ui/use-hydrated';
import { AuthShell } from './components/auth-shell';
import { AboutStep } from './components/register/about-step';
import { CodeStep } from './components/register/code-step';
import { EmailStep } from './components/register/email-step';
import { PasswordStep } from './components/register/password-step';
import { UsernameStep } from './components/register/username-step';
import { StepIndicator } from './components/step-indicator';
import { useRegistration } from './hooks/use-registration';
import { REGISTER_STEP_TITLES, REGISTER_STEPS } from './register-flow';
import styles from './register-page.module.css';

export async function loader(ctx: AppContext) {
  return requireGuest(ctx);
}

/** Sign-up in five steps (e-mail, code, username and country, password, about you), then on to /login. */
export default function RegisterPage() {
  const hydrated = useHydrated();
  const flow = useRegistration();
  const { step } = flow;

  return (
    <AuthShell
      wide
      icon={<UserPlus />}
      title="Join GigBazaar"
      subtitle="Hire trusted freelancers across India, or sell your own services."
      footer={
        <>
          Already have an account? <Link to={paths.login()}>Log in</Link>
        </>
      }
    >
      <Meta title="Sign up" description="Create your free GigBazaar account in five quick steps." />
      <StepIndicator steps={REGISTER_STEPS} current={step} label="Sign-up progress" />

      {flow.done ? (
        <div className={styles.done}>
          <Notice tone="success">Account created! Redirecting you to login…</Notice>
          <Link to={paths.login()}>Go to login now</Link>
        </div>
      ) : (
        <form method="post" onSubmit={flow.onSubmit} noValidate>
          <p className={styles.stepCount}>
            Step {step} of {REGISTER_STEPS.length}
          </p>
          <h2 id="register-step-title" ref={flow.headingRef} tabIndex={-1} className={styles.stepTitle}>
            {REGISTER_STEP_TITLES[step - 1]}
          </h2>
          {flow.formError && <Notice tone="error">{flow.formError}</Notice>}

          {step === 1 && <EmailStep flow={flow} />}
          {step === 2 && <CodeStep flow={flow} hydrated={hydrated} />}
          {step === 3 && <UsernameStep flow={flow} />}
          {step === 4 && <PasswordStep flow={flow} />}
          {step === 5 && <AboutStep flow={flow} />}

          <div className={styles.actions}>
            {step > 1 && (
              <Button variant="secondary" onClick={() => flow.goTo(step - 1)} disabled={flow.busy}>
                Back
              </Button>
            )}
            <Button
              type="submit"
              disabled={!hydrated}
              busy={flow.busy}
              aria-busy={flow.busy || undefined}
              className={styles.primary}
            >
              {flow.primaryLabel}
            </Button>
          </div>
        </form>
      )}
    </AuthShell>
  );
}
