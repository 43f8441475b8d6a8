import type { FocusEvent } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import {
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_DEFAULT_DURATION_MS,
  TOAST_VIEWPORT_HOTKEY,
} from '@shop/contracts/constants';
import { useToast } from '@shop/ui/toast';
import './toaster.css';

/**
 * Radix focuses its unlabelled list on F8; hand focus to the labelled "Notifications (F8)" region
 * around it, so the region itself is what assistive technology and keyboard users land on.
 */
function focusLabelledRegion(event: FocusEvent<HTMLOListElement>) {
  if (event.target !== event.currentTarget) return;
  const region = event.currentTarget.closest('[role="region"]');
  if (region instanceof HTMLElement) region.focus();
}

/**
 * Renders the toasts of the nearest ToastProvider in a labelled region. F8 moves focus to it;
 * a toast can be swiped right or closed with its button or Escape.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_VIEWPORT_DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, action, open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          {...(duration === undefined ? {} : { duration })}
          className={`ui-toast ui-toast--${variant}`}
          data-variant={variant}
        >
          <div className="ui-toast__text">
            <RadixToast.Title className="ui-toast__title">{title}</RadixToast.Title>
            {description ? (
              <RadixToast.Description className="ui-toast__description">{description}</RadixToast.Description>
            ) : null}
          </div>
          {action ? (
            <RadixToast.Action altText={action.altText} asChild>
              <a className="ui-toast__action" href={action.href}>
                {action.label}
              </a>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close className="ui-toast__close" aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        className="ui-toast-viewport"
        hotkey={[TOAST_VIEWPORT_HOTKEY]}
        label="Notifications ({hotkey})"
        onFocus={focusLabelledRegion}
      />
    </RadixToast.Provider>
  );
}
