import type { RunReconciliation, SignedMoney } from '@shop/contracts/admin-delivery-runs';
import { fromCents, toCents } from '@shop/contracts/money';

/** A difference of cents as money with its sign: -150 → "-1.50". */
export function signedMoney(cents: number): SignedMoney {
  return cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents);
}

export interface StopMoney {
  id: number | null;
  sequence: number;
  orderId: number;
  outcome: 'delivered' | 'failed' | null;
  expectedAmount: string;
  collected: { kind: 'cash' | 'card'; amount: string } | null;
}

export interface CountedMoney {
  countedCash: string;
  cardTerminalTotal: string;
}

/**
 * The money of a run, added in integer cents: what the delivered stops were to bring in against
 * what the driver recorded, by kind; once closed, the counted cash and the terminal's total against
 * those records; and each delivered stop whose collection is not what was expected.
 */
export function reconcile(stops: readonly StopMoney[], counted: CountedMoney | null): RunReconciliation {
  let expectedDelivered = 0;
  let expectedFailed = 0;
  const recorded = { cash: 0, card: 0 };
  const stopsOff: RunReconciliation['stopsOff'] = [];
  for (const stop of stops) {
    const expected = toCents(stop.expectedAmount);
    if (stop.outcome === 'failed') expectedFailed += expected;
    if (stop.outcome !== 'delivered') continue;
    expectedDelivered += expected;
    const collected = stop.collected ? toCents(stop.collected.amount) : 0;
    if (stop.collected) recorded[stop.collected.kind] += collected;
    if (collected !== expected && stop.id !== null) {
      stopsOff.push({
        stopId: stop.id,
        sequence: stop.sequence,
        orderId: stop.orderId,
        expected: fromCents(expected),
        collected: fromCents(collected),
        difference: signedMoney(collected - expected),
      });
    }
  }
  const recordedTotal = recorded.cash + recorded.card;
  return {
    expectedDelivered: fromCents(expectedDelivered),
    recordedCash: fromCents(recorded.cash),
    recordedCard: fromCents(recorded.card),
    recordedTotal: fromCents(recordedTotal),
    recordedDifference: signedMoney(recordedTotal - expectedDelivered),
    expectedFailed: fromCents(expectedFailed),
    countedCash: counted ? fromCents(toCents(counted.countedCash)) : null,
    cardTerminalTotal: counted ? fromCents(toCents(counted.cardTerminalTotal)) : null,
    cashDifference: counted ? signedMoney(toCents(counted.countedCash) - recorded.cash) : null,
    cardDifference: counted ? signedMoney(toCents(counted.cardTerminalTotal) - recorded.card) : null,
    stopsOff,
  };
}
