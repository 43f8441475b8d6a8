import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'danger' | 'success';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={['ui-badge', `ui-badge--${tone}`, className].filter(Boolean).join(' ')} {...props} />;
}
