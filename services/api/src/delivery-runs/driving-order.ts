import { milesBetween } from '../delivery/delivery-area.service.js';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface StopToOrder {
  orderId: number;
  zipCode: string;
}

/**
 * The order to drive a run's stops in: nearest neighbour over ZIP centroids from the shop, each
 * ZIP's stops together (by order id), a tie between ZIPs going to the lower ZIP. ZIPs without a
 * centroid come last, by ZIP. Pure and deterministic: the same stops always give the same order,
 * whatever order they come in. No road routing: a straight line between ZIPs is enough for a van
 * that visits a dozen doors.
 */
export function drivingOrder<Stop extends StopToOrder>(
  stops: readonly Stop[],
  home: Point,
  centroidOf: (zipCode: string) => Point | undefined,
): Stop[] {
  const byZip = new Map<string, Stop[]>();
  for (const stop of stops) byZip.set(stop.zipCode, [...(byZip.get(stop.zipCode) ?? []), stop]);
  const located: { zipCode: string; point: Point }[] = [];
  const unlocated: string[] = [];
  for (const zipCode of byZip.keys()) {
    const point = centroidOf(zipCode);
    if (point) located.push({ zipCode, point });
    else unlocated.push(zipCode);
  }

  const route: string[] = [];
  let here = home;
  while (located.length > 0) {
    let best = 0;
    let bestMiles = milesBetween(here, located[0]!.point);
    for (let index = 1; index < located.length; index += 1) {
      const miles = milesBetween(here, located[index]!.point);
      const candidate = located[index]!;
      if (miles < bestMiles || (miles === bestMiles && candidate.zipCode < located[best]!.zipCode)) {
        best = index;
        bestMiles = miles;
      }
    }
    const [next] = located.splice(best, 1);
    route.push(next!.zipCode);
    here = next!.point;
  }
  route.push(...unlocated.sort());

  return route.flatMap((zipCode) => [...byZip.get(zipCode)!].sort((a, b) => a.orderId - b.orderId));
}
