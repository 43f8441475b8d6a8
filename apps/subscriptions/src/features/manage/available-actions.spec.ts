import { subscriptionWith } from '../../testing/subscription-fixtures.js';
import { availableActions, type AvailableActions } from './available-actions.js';

const offered = (actions: AvailableActions) =>
  Object.entries(actions)
    .filter(([, allowed]) => allowed)
    .map(([name]) => name);

describe('availableActions', () => {
  it.each([
    ['active', subscriptionWith({}), ['changeOils', 'skip', 'pause', 'changeAddress', 'changeDelivery', 'cancel']],
    [
      'active, next box skipped',
      subscriptionWith({ nextBox: { state: 'skipped' } }),
      ['changeOils', 'unskip', 'pause', 'changeAddress', 'changeDelivery', 'cancel'],
    ],
    [
      'active, next box being packed',
      subscriptionWith({ nextBox: { state: 'locked' } }),
      ['changeOils', 'pause', 'changeAddress', 'changeDelivery', 'cancel'],
    ],
    [
      'past due, paid by card',
      subscriptionWith({ status: 'past_due' }),
      ['changeOils', 'changeAddress', 'changeDelivery', 'cancel', 'updateCard'],
    ],
    [
      'past due, paid on delivery',
      subscriptionWith({ status: 'past_due', paymentMethod: 'pay_on_delivery' }),
      ['changeOils', 'changeAddress', 'changeDelivery', 'cancel'],
    ],
    [
      'paused',
      subscriptionWith({ status: 'paused', nextBox: { state: 'skipped' } }),
      ['changeOils', 'resume', 'changeAddress', 'changeDelivery', 'cancel'],
    ],
    [
      'ending at the period end',
      subscriptionWith({ cancelAtPeriodEnd: true }),
      ['changeAddress', 'changeDelivery', 'keep'],
    ],
    [
      'ending, its last box held for a short oil',
      subscriptionWith({ cancelAtPeriodEnd: true, nextBox: { state: 'held' } }),
      ['changeOils', 'changeAddress', 'changeDelivery', 'keep'],
    ],
    ['cancelled', subscriptionWith({ status: 'cancelled', cancelAtPeriodEnd: true, nextBox: null }), []],
    ['incomplete (first payment being confirmed)', subscriptionWith({ status: 'incomplete' }), []],
  ])('%s', (_case, subscription, expected) => {
    expect(offered(availableActions(subscription))).toEqual(expected);
  });
});
