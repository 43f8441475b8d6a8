import { perProcessPoints } from './per-process-points.js';

describe('a limit shared out over the processes that count on their own', () => {
  it('keeps the whole limit for one process', () => {
    expect(perProcessPoints(5, 1)).toBe(5);
    expect(perProcessPoints(60, 1)).toBe(60);
  });

  it('divides and rounds down, so a burst spread over every process gets no more than the limit', () => {
    expect(perProcessPoints(5, 3)).toBe(1);
    expect(perProcessPoints(20, 3)).toBe(6);
    expect(perProcessPoints(60, 4)).toBe(15);
    for (let processes = 1; processes <= 12; processes += 1) {
      for (let points = processes; points <= 200; points += 1) {
        expect(perProcessPoints(points, processes) * processes).toBeLessThanOrEqual(points);
      }
    }
  });

  it('never drops below one, so a limit smaller than the process count still lets someone through', () => {
    expect(perProcessPoints(3, 5)).toBe(1);
    expect(perProcessPoints(1, 64)).toBe(1);
  });
});
