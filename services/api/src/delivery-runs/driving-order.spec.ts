import { drivingOrder, type Point } from './driving-order.js';

/** A straight road north from the shop: one ZIP every few miles (0.05° of latitude ≈ 3.5 miles). */
const home: Point = { latitude: 34.2, longitude: -84.1 };
const north = (steps: number): Point => ({ latitude: home.latitude + steps * 0.05, longitude: home.longitude });
const south = (steps: number): Point => ({ latitude: home.latitude - steps * 0.05, longitude: home.longitude });

const centroids: Record<string, Point> = {
  '30040': north(0.2),
  '30041': north(1),
  '30028': north(3),
  '30506': north(6),
  '30005': south(2),
  // Two ZIPs on one spot: a tie only the ZIP breaks.
  '30097': south(4),
  '30096': south(4),
};
const centroidOf = (zipCode: string) => centroids[zipCode];

const stop = (orderId: number, zipCode: string) => ({ orderId, zipCode });
const route = (stops: ReturnType<typeof stop>[]) =>
  drivingOrder(stops, home, centroidOf).map((each) => `${each.zipCode}#${each.orderId}`);

describe('driving order', () => {
  it('goes to the nearest ZIP first, then on to the nearest from there', () => {
    expect(route([stop(1, '30506'), stop(2, '30041'), stop(3, '30028'), stop(4, '30040')])).toEqual([
      '30040#4',
      '30041#2',
      '30028#3',
      '30506#1',
    ]);
  });

  it('turns back for a ZIP behind the shop only when it is nearer than the next one ahead', () => {
    // From 30041 (north 1) the road north to 30028 (2 steps) is shorter than south to 30005 (3 steps).
    expect(route([stop(1, '30005'), stop(2, '30041'), stop(3, '30028')])).toEqual(['30041#2', '30028#3', '30005#1']);
  });

  it('keeps the stops of one ZIP together, by order id', () => {
    expect(route([stop(9, '30041'), stop(3, '30028'), stop(5, '30041'), stop(7, '30041')])).toEqual([
      '30041#5',
      '30041#7',
      '30041#9',
      '30028#3',
    ]);
  });

  it('breaks a tie between ZIPs as far away by the lower ZIP', () => {
    expect(route([stop(1, '30097'), stop(2, '30096')])).toEqual(['30096#2', '30097#1']);
  });

  it('puts ZIPs it cannot place last, by ZIP then order id', () => {
    expect(route([stop(4, '99999'), stop(1, '00000'), stop(2, '30041'), stop(3, '99999')])).toEqual([
      '30041#2',
      '00000#1',
      '99999#3',
      '99999#4',
    ]);
  });

  it('gives the same order whatever order the stops come in', () => {
    const stops = [stop(1, '30506'), stop(2, '30041'), stop(3, '30005'), stop(4, '30041'), stop(5, '30097')];
    const expected = route(stops);
    for (let shift = 1; shift < stops.length; shift += 1) {
      expect(route([...stops.slice(shift), ...stops.slice(0, shift)])).toEqual(expected);
      expect(route([...stops].reverse())).toEqual(expected);
    }
  });

  it('has nothing to order for a run without stops', () => {
    expect(drivingOrder([], home, centroidOf)).toEqual([]);
  });
});
