import { useRef } from 'react';
import type { Subscription } from '@shop/contracts/subscriptions';
import { Card } from '@shop/ui/card';
import { SubscriptionFacts } from '../../subscriptions/components/subscription-facts.js';
import { useChangeSubscription } from '../api/change-subscription.js';
import { availableActions } from '../available-actions.js';
import type { SubscriptionChange } from '../subscription-change.js';
import { useOpenPanel, type PanelName } from '../use-open-panel.js';
import { CancelPanel } from './cancel-panel.js';
import { ChangeAddressPanel } from './change-address-panel.js';
import { ChangeOilsPanel } from './change-oils-panel.js';
import { DeliveryWindowPanel } from './delivery-window-panel.js';
import { PausePanel } from './pause-panel.js';
import { SubscriptionActionButtons } from './subscription-action-buttons.js';
import { SubscriptionNotices } from './subscription-notices.js';

/** One subscription on the manage page: what needs attention, the facts, and what can change. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panels = useOpenPanel();
  const change = useChangeSubscription(subscription.id);
  const actions = availableActions(subscription);
  const idPrefix = `subscription-${subscription.id}`;
  const headingId = `${idPrefix}-heading`;
  const panelId = (panel: PanelName) => `${idPrefix}-${panel}-panel`;
  const busy = change.isPending;
  const hasActions = Object.entries(actions).some(([name, allowed]) => allowed && name !== 'updateCard');

  /** Sends a change; after success the panel closes and focus goes to the card's heading. */
  function apply(subscriptionChange: SubscriptionChange, onError?: (error: unknown) => void) {
    change.mutate(subscriptionChange, {
      onSuccess: () => {
        panels.dismiss();
        headingRef.current?.focus();
      },
      ...(onError ? { onError } : {}),
    });
  }

  return (
    <Card as="article" aria-labelledby={headingId} aria-busy={busy || undefined} className="manage-card">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="manage-card__title">
        {subscription.planName}
      </h2>
      <SubscriptionNotices
        subscription={subscription}
        actions={actions}
        onChooseSubstitute={(event) => panels.show('oils', event)}
      />
      <SubscriptionFacts subscription={subscription} />
      {hasActions ? (
        <SubscriptionActionButtons
          planName={subscription.planName}
          actions={actions}
          panels={panels}
          panelId={panelId}
          busy={busy}
          onChange={(subscriptionChange) => apply(subscriptionChange)}
        />
      ) : null}
      {panels.open === 'oils' ? (
        <ChangeOilsPanel
          id={panelId('oils')}
          subscription={subscription}
          busy={busy}
          onSave={apply}
          onClose={panels.close}
        />
      ) : null}
      {panels.open === 'pause' ? (
        <PausePanel id={panelId('pause')} busy={busy} onSave={apply} onClose={panels.close} />
      ) : null}
      {panels.open === 'address' ? (
        <ChangeAddressPanel
          id={panelId('address')}
          subscription={subscription}
          busy={busy}
          onSave={apply}
          onClose={panels.close}
        />
      ) : null}
      {panels.open === 'delivery' ? (
        <DeliveryWindowPanel
          id={panelId('delivery')}
          subscription={subscription}
          busy={busy}
          onSave={apply}
          onClose={panels.close}
        />
      ) : null}
      {panels.open === 'cancel' ? (
        <CancelPanel
          id={panelId('cancel')}
          subscription={subscription}
          canSkip={actions.skip}
          canPause={actions.pause}
          busy={busy}
          onSave={apply}
          onPauseInstead={() => panels.show('pause')}
          onClose={panels.close}
        />
      ) : null}
    </Card>
  );
}
