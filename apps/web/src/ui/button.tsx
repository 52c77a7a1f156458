import type { ButtonHTMLAttributes, Ref } from 'react';
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

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
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
