import type { DeliveryRun, DeliveryStop } from '@shop/contracts/admin-delivery-runs';

export function deliveryStop(overrides: Partial<DeliveryStop> = {}): DeliveryStop {
  return {
    id: 501,
    sequence: 1,
    orderId: 42,
    orderStatus: 'out_for_delivery',
    paymentMethod: 'pay_on_delivery',
    customerName: 'Meera Krishnan',
    phone: '(404) 555-0100',
    address: { address: '100 Main Street', city: 'Cumming', state: 'GA', zipCode: '30040' },
    specialInstructions: 'Leave at the side door',
    items: [{ name: 'Cold-Pressed Coconut Oil', quantity: 2 }],
    expectedAmount: '45.63',
    outcome: null,
    failureReason: null,
    collected: null,
    recordedAt: null,
    recordedByEmail: null,
    ...overrides,
  };
}

/** A started run of two stops: Meera (pays $45.63 at the door), then Arjun (paid by card). */
export function deliveryRun(overrides: Partial<DeliveryRun> = {}): DeliveryRun {
  return {
    id: 7,
    date: '2026-11-28',
    zoneName: 'Forsyth County',
    label: 'Saturday 28 November, 10:00 AM – 12:00 PM',
    startsAt: '2026-11-28T15:00:00.000Z',
    endsAt: '2026-11-28T17:00:00.000Z',
    status: 'started',
    stopCount: 2,
    notPackedCount: 0,
    expectedAmount: '45.63',
    driverEmail: 'staff@example.com',
    countedCash: null,
    startedAt: '2026-11-28T14:40:00.000Z',
    closedAt: null,
    stops: [
      deliveryStop(),
      deliveryStop({
        id: 502,
        sequence: 2,
        orderId: 43,
        paymentMethod: 'stripe',
        customerName: 'Arjun Rao',
        phone: null,
        address: { address: '12 Lanier Way', city: 'Cumming', state: 'GA', zipCode: '30041' },
        specialInstructions: null,
        items: [{ name: 'Sesame (Gingelly) Oil', quantity: 1 }],
        expectedAmount: '0.00',
      }),
    ],
    reconciliation: {
      expectedDelivered: '0.00',
      recordedCash: '0.00',
      recordedCard: '0.00',
      recordedTotal: '0.00',
      recordedDifference: '0.00',
      expectedFailed: '0.00',
      countedCash: null,
      cardTerminalTotal: null,
      cashDifference: null,
      cardDifference: null,
      stopsOff: [],
    },
    ...overrides,
  };
}

/** The run before its start: stops computed from the bookings (no ids), orders packed or not. */
export function plannedRun(orderStatuses: DeliveryStop['orderStatus'][] = ['packed', 'packed']): DeliveryRun {
  const run = deliveryRun();
  return {
    ...run,
    status: 'planned',
    driverEmail: null,
    startedAt: null,
    notPackedCount: orderStatuses.filter((status) => status !== 'packed').length,
    stops: run.stops.map((stop, index) => ({ ...stop, id: null, orderStatus: orderStatuses[index]! })),
  };
}
