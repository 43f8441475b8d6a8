import { reconcile, signedMoney, type StopMoney } from './run-reconciliation.js';

const stop = (
  id: number,
  outcome: StopMoney['outcome'],
  expectedAmount: string,
  collected: StopMoney['collected'] = null,
): StopMoney => ({ id, sequence: id, orderId: 100 + id, outcome, expectedAmount, collected });

describe('run reconciliation', () => {
  it('writes a difference with its sign, to the cent', () => {
    expect(signedMoney(-150)).toBe('-1.50');
    expect(signedMoney(-1)).toBe('-0.01');
    expect(signedMoney(0)).toBe('0.00');
    expect(signedMoney(225)).toBe('2.25');
  });

  it('adds amounts in cents, never floats (0.10 + 0.20 is 0.30)', () => {
    const result = reconcile(
      [
        stop(1, 'delivered', '0.10', { kind: 'cash', amount: '0.10' }),
        stop(2, 'delivered', '0.20', { kind: 'cash', amount: '0.20' }),
      ],
      { countedCash: '0.3', cardTerminalTotal: '0' },
    );
    expect(result).toMatchObject({
      expectedDelivered: '0.30',
      recordedCash: '0.30',
      countedCash: '0.30',
      cashDifference: '0.00',
      cardTerminalTotal: '0.00',
      cardDifference: '0.00',
      stopsOff: [],
    });
  });

  it('sets expected against recorded by kind, counted against recorded, and lists the stops off', () => {
    const result = reconcile(
      [
        stop(1, 'delivered', '42.50', { kind: 'cash', amount: '40.00' }),
        stop(2, 'delivered', '19.99', { kind: 'card', amount: '19.99' }),
        stop(3, 'delivered', '0.00'),
        stop(4, 'failed', '27.25'),
        stop(5, 'delivered', '10.00', { kind: 'cash', amount: '10.50' }),
      ],
      { countedCash: '49.00', cardTerminalTotal: '19.99' },
    );
    expect(result).toEqual({
      expectedDelivered: '72.49',
      recordedCash: '50.50',
      recordedCard: '19.99',
      recordedTotal: '70.49',
      recordedDifference: '-2.00',
      expectedFailed: '27.25',
      countedCash: '49.00',
      cardTerminalTotal: '19.99',
      cashDifference: '-1.50',
      cardDifference: '0.00',
      stopsOff: [
        { stopId: 1, sequence: 1, orderId: 101, expected: '42.50', collected: '40.00', difference: '-2.50' },
        { stopId: 5, sequence: 5, orderId: 105, expected: '10.00', collected: '10.50', difference: '0.50' },
      ],
    });
  });

  it('leaves the counted side empty until the run closes', () => {
    const result = reconcile(
      [stop(1, null, '12.00'), stop(2, 'delivered', '8.00', { kind: 'card', amount: '8.00' })],
      null,
    );
    expect(result).toMatchObject({
      expectedDelivered: '8.00',
      recordedCard: '8.00',
      countedCash: null,
      cardTerminalTotal: null,
      cashDifference: null,
      cardDifference: null,
    });
  });
});
