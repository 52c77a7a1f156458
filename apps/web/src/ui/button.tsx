import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
interface Look {
  variant?: Variant;
  size?: 'md' | 'small';
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: Look, extra?: string) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    ref?: Ref<HTMLButtonElement>;
    /**
     * This button's own action is running (it shows e.g. "Sending…"): announced as busy and unavailable, and a
     * click (or Enter in its form) does nothing. Unlike `disabled` it keeps keyboard focus: a disabled button
     * that has focus drops it to the page, so the keyboard user who just pressed it would start over at the top.
     */
    busy?: boolean;
  };

/**
 * The app's button. `aria-disabled` (for a button that must wait while another action runs) ignores clicks the same
 * way as `busy`, keeping focus where it is; `disabled` is for a button that cannot be used at all.
 */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy = false,
  onClick,
  'aria-disabled': ariaDisabled,
  'aria-busy': ariaBusy,
  ...rest
}: ButtonProps) {
  const waiting = busy || ariaDisabled === true || ariaDisabled === 'true';
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Cancelling the click also stops a submit button from submitting its form.
    if (waiting) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      aria-disabled={waiting || undefined}
      aria-busy={busy || ariaBusy || undefined}
      onClick={click}
      {...rest}
    />
  );
}

export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...rest
}: LinkProps & Look & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
