import { whenAPersonAnswers } from './answers/conversation-answers.js';
import { nextOpening, withinSupportHours } from './support-hours.js';

// Moments in UTC; Georgia is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
const at = (iso: string) => new Date(iso);
const utc = (moment: Date) => new Date(moment.getTime()).toISOString();

describe('support hours (Mon-Fri 9AM-6PM in Georgia)', () => {
  it.each([
    ['Monday 10:00 EST', '2026-11-23T15:00:00Z', true],
    ['Monday 8:59 EST', '2026-11-23T13:59:00Z', false],
    ['Friday 17:59 EST', '2026-11-27T22:59:00Z', true],
    ['Friday 18:00 EST', '2026-11-27T23:00:00Z', false],
    ['Saturday noon', '2026-11-28T17:00:00Z', false],
    ['Wednesday 9:30 EDT in summer', '2026-07-15T13:30:00Z', true],
  ])('%s is %s', (_label, iso, open) => {
    expect(withinSupportHours(at(iso))).toBe(open);
  });

  it('opens next at 9AM the same morning, the next weekday, or on Monday after a weekend', () => {
    expect(utc(nextOpening(at('2026-11-23T11:00:00Z')))).toBe('2026-11-23T14:00:00.000Z');
    expect(utc(nextOpening(at('2026-11-24T23:30:00Z')))).toBe('2026-11-25T14:00:00.000Z');
    expect(utc(nextOpening(at('2026-11-27T23:30:00Z')))).toBe('2026-11-30T14:00:00.000Z');
    expect(utc(nextOpening(at('2026-11-29T02:00:00Z')))).toBe('2026-11-30T14:00:00.000Z');
  });

  it('tells the shopper when a person will answer', () => {
    expect(whenAPersonAnswers(at('2026-11-23T15:00:00Z'))).toBe(
      'Our team is in now and will answer within 24 hours, usually much sooner.',
    );
    expect(whenAPersonAnswers(at('2026-11-23T11:00:00Z'))).toContain('pick this up today from 9AM EST');
    expect(whenAPersonAnswers(at('2026-11-24T23:30:00Z'))).toContain('pick this up tomorrow from 9AM EST');
    expect(whenAPersonAnswers(at('2026-11-28T17:00:00Z'))).toContain('pick this up on Monday from 9AM EST');
  });
});
