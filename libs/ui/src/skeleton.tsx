import type { CSSProperties } from 'react';

/** A grey placeholder block; hidden from assistive technology (pair it with a loading status). */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={['ui-skeleton', className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
