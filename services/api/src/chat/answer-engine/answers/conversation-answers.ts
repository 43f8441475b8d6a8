import { CONTACT_RESPONSE_HOURS, SUPPORT_HOURS } from '@shop/contracts/constants';
import type { AnswerPart } from '../answer.js';
import { nextOpening, whenSaid, withinSupportHours } from '../support-hours.js';
import { link } from './format.js';

const WHAT_I_KNOW =
  'I can tell you about our oils and spices (prices, sizes, stock, uses), subscription boxes, delivery to your ZIP code, shipping, returns, and, once you are signed in, your orders and boxes.';

export function answerGreeting(firstName: string | undefined): AnswerPart {
  return {
    topic: 'greeting',
    text: `Hello${firstName ? ` ${firstName}` : ''}! I'm the Cumming Organics assistant. ${WHAT_I_KNOW} How can I help?`,
    sources: [],
  };
}

export function answerThanks(): AnswerPart {
  return { topic: 'thanks', text: "You're welcome! Anything else I can help with?", sources: [] };
}

/** When nothing in the shop's data answers the question: say so, never guess. */
export function answerUnknown(): AnswerPart {
  return {
    topic: 'unknown',
    text: `Sorry, I don't know the answer to that, and I'd rather not guess. ${WHAT_I_KNOW} For anything else, ${link('send us a message', '/#contact')} or ask me to connect you with a person.`,
    sources: [],
  };
}

/** When a person will read the conversation, from the support hours and the clock. */
export function whenAPersonAnswers(now: Date): string {
  if (withinSupportHours(now))
    return `Our team is in now and will answer within ${CONTACT_RESPONSE_HOURS} hours, usually much sooner.`;
  const opening = nextOpening(now);
  return `Our team works ${SUPPORT_HOURS}, so they will pick this up ${whenSaid(opening, now)} from 9AM EST and answer within ${CONTACT_RESPONSE_HOURS} hours.`;
}

export function handoffOpened(email: string, now: Date, becauseStuck: boolean): AnswerPart {
  return {
    topic: 'handoff',
    text: `${becauseStuck ? "I'm not able to help with this myself, so " : ''}I've passed our conversation to a person on our team, who will reply to ${email}. ${whenAPersonAnswers(now)}`,
    sources: [{ kind: 'contact', id: 'handoff' }],
  };
}

export function handoffAsksEmail(becauseStuck: boolean): AnswerPart {
  return {
    topic: 'handoff',
    text: `${becauseStuck ? "I'm not able to help with this myself. " : ''}I'll connect you with a person on our team. What email address should they reply to?`,
    sources: [],
  };
}

export function handoffAlreadyOpen(email: string | null, now: Date): AnswerPart {
  return {
    topic: 'handoff',
    text: `A person on our team already has this conversation${email ? ` and will reply to ${email}` : ''}. ${whenAPersonAnswers(now)}`,
    sources: [{ kind: 'contact', id: 'handoff' }],
  };
}

export const STILL_NEED_EMAIL = 'When you are ready, type the email address a person should reply to.';

export function handoffDeclined(): AnswerPart {
  return { topic: 'handoff', text: "No problem, I won't pass this on. What else can I help with?", sources: [] };
}
