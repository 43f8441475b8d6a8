import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import type { Subscription } from '@shop/contracts/subscriptions';
import { readApiError } from '@shop/ui/read-api-error';
import type { ToastOptions } from '@shop/ui/toast';
import { formatBoxDate } from '../subscriptions/subscription-display.js';
import type { SubscriptionAction } from './subscription-change.js';

type Confirmation = Pick<ToastOptions, 'title' | 'description'>;

/** What each change did, in the words of the subscription the server answered. */
const CONFIRMATIONS: Record<SubscriptionAction, (updated: Subscription) => Confirmation> = {
  oils: () => ({ title: 'Oils Updated', description: 'Your next boxes will have the oils you chose.' }),
  skip: () => ({ title: 'Box Skipped', description: 'Your next box will not be sent.' }),
  unskip: () => ({ title: 'Skip Undone', description: 'Your next box will be sent as planned.' }),
  pause: ({ pausedUntil }) => ({
    title: 'Subscription Paused',
    description: pausedUntil ? `No boxes until ${formatBoxDate(pausedUntil)}.` : 'No boxes until you resume.',
  }),
  resume: () => ({ title: 'Subscription Resumed', description: 'Your boxes will be sent again.' }),
  'shipping-address': () => ({ title: 'Address Updated', description: 'Your boxes will be sent to the new address.' }),
  cancel: ({ currentPeriodEnd }) => ({
    title: 'Subscription Cancelled',
    description: currentPeriodEnd
      ? `Your subscription ends on ${formatBoxDate(currentPeriodEnd)}.`
      : 'Your subscription ends at the end of this period.',
  }),
  keep: () => ({ title: 'Subscription Kept', description: 'Your boxes will keep coming.' }),
  'delivery-preference': ({ preferredWindow }) => ({
    title: 'Delivery Window Saved',
    description: preferredWindow
      ? `Your boxes will come ${preferredWindow.label} when there is room.`
      : 'Your boxes will come in the earliest window with room.',
  }),
  'box-delivery-window': ({ nextBox }) => ({
    title: 'Delivery Moved',
    description: nextBox?.deliveryWindow
      ? `Your next box comes ${nextBox.deliveryWindow.label}.`
      : 'Your next box has a new delivery window.',
  }),
};

export function changedToast(action: SubscriptionAction, updated: Subscription): ToastOptions {
  return { ...CONFIRMATIONS[action](updated), duration: TOAST_DURATION_SUCCESS_MS };
}

/** The server's reason (e.g. a change the subscription's state does not allow), or a generic one. */
export function changeFailedToast(error: unknown): ToastOptions {
  return {
    title: 'Subscription Not Changed',
    description: readApiError(error, 'We could not change your subscription. Please try again.').message,
    variant: 'destructive',
    duration: TOAST_DURATION_ERROR_MS,
  };
}

export function billingPortalFailedToast(error: unknown): ToastOptions {
  return {
    title: 'Card Update Unavailable',
    description: readApiError(error, 'We could not open the card update page. Please try again.').message,
    variant: 'destructive',
    duration: TOAST_DURATION_ERROR_MS,
  };
}
