import { useLayoutEffect } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import {
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_DEFAULT_DURATION_MS,
  TOAST_VIEWPORT_HOTKEY,
} from '@shop/contracts/constants';
import { useToast } from '@shop/ui/toast';
import { focusLabelledRegion, TOAST_VIEWPORT_CLASS, TOAST_VIEWPORT_LABEL } from './toast-viewport.js';

/**
 * Renders the toasts of the nearest ToastProvider in a labelled region. F8 moves focus to it;
 * a toast can be swiped right or closed with its button or Escape. Loaded by `Toaster` when the
 * first toast is shown (Radix is about 12 KB gzip that a page without toasts does not need).
 */
export function RadixToaster({ onMounted }: { onMounted: () => void }) {
  const { toasts, dismiss } = useToast();
  // Before paint, so the stand-in region and Radix's are never both regions.
  useLayoutEffect(() => onMounted(), [onMounted]);
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
        className={TOAST_VIEWPORT_CLASS}
        hotkey={[TOAST_VIEWPORT_HOTKEY]}
        label={TOAST_VIEWPORT_LABEL}
        onFocus={focusLabelledRegion}
      />
    </RadixToast.Provider>
  );
}
