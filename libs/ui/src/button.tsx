import type { ButtonHTMLAttributes } from 'react';
import { useDisabledUntilHydrated } from '@shop/ui/use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost';
export type ButtonSize = 'md' | 'sm' | 'lg';

/** Class names of a button, also for links that should look like one (`<a className=...>`). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, extra].filter(Boolean).join(' ');
}

/**
 * A button element without the shop's button look (toggles, steppers, filters), disabled until
 * the page runs in the browser (useDisabledUntilHydrated).
 */
export function UnstyledButton({ type = 'button', disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} disabled={useDisabledUntilHydrated(disabled)} {...props} />;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button in the shop's look; like UnstyledButton, disabled until the page runs in the browser. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <UnstyledButton className={buttonClassName(variant, size, className)} {...props} />;
}
