import type { FocusEvent, HTMLAttributes } from 'react';
import { TOAST_VIEWPORT_HOTKEY } from '@shop/contracts/constants';

/** The viewport list's class, the stand-in's and Radix's. */
export const TOAST_VIEWPORT_CLASS = 'ui-toast-viewport';

/** The viewport's label as Radix takes it ("{hotkey}" is replaced by the hotkey's name). */
export const TOAST_VIEWPORT_LABEL = 'Notifications ({hotkey})';

/**
 * Radix focuses its unlabelled list on F8; hand focus to the labelled "Notifications (F8)" region
 * around it, so the region itself is what assistive technology and keyboard users land on.
 */
export function focusLabelledRegion(event: FocusEvent<HTMLOListElement>) {
  if (event.target !== event.currentTarget) return;
  const region = event.currentTarget.closest('[role="region"]');
  if (region instanceof HTMLElement) region.focus();
}

/** The attributes Radix gives the region around its viewport while there is no toast. */
export const EMPTY_TOAST_REGION_PROPS = {
  role: 'region',
  'aria-label': TOAST_VIEWPORT_LABEL.replace('{hotkey}', TOAST_VIEWPORT_HOTKEY),
  tabIndex: -1,
  style: { pointerEvents: 'none' },
} as const satisfies HTMLAttributes<HTMLDivElement>;

/** What Radix's viewport list is while there is no toast; F8 is Toaster's to listen for. */
export function EmptyToastList() {
  return <ol tabIndex={-1} className={TOAST_VIEWPORT_CLASS} onFocus={focusLabelledRegion} />;
}
