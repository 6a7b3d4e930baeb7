import type { ButtonHTMLAttributes } from 'react';
import { Tip } from './Tip.js';

const LOOKS = {
  plain: 'button button-small',
  primary: 'button button-small button-primary',
  ghost: 'button button-small button-ghost',
  danger: 'button button-small button-danger',
} as const;

/**
 * A list row's small button (a library item's Rename, a deployment's Roll back): its look, a class
 * of its own when it needs one, and a tooltip when `tip` is given.
 */
export function SmallButton({
  look = 'plain',
  className,
  tip,
  ...button
}: {
  look?: keyof typeof LOOKS;
  className?: string;
  tip?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  const element = (
    <button type="button" className={className ? `${LOOKS[look]} ${className}` : LOOKS[look]} {...button} />
  );
  return tip ? <Tip label={tip}>{element}</Tip> : element;
}
