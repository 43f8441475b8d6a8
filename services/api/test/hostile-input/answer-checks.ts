import { apiErrorSchema } from '@shop/contracts/errors';
import type { Answer } from './hostile-client.js';
import type { Expectation } from './hostile-request.js';

/** Whether a fieldErrors entry names a field: the field itself, a part of it, or the object holding it. */
const names = (reported: string, expected: string) =>
  reported === expected ||
  reported.startsWith(`${expected}.`) ||
  reported.startsWith(`${expected}[`) ||
  (expected.startsWith(`${reported}.`) && reported !== '(root)');

const shortText = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/**
 * What is wrong with the answer to a hostile request (nothing: an empty list):
 * (a) the status is 400–499: never a 5xx (the server broke) and never a 2xx or 3xx (bad input accepted);
 * (b) the body is the API error shape of libs/contracts/src/errors.ts, with the status it was sent
 *     with, and the error the request deserves: a validation 400 names the broken field.
 */
export function answerProblems(answer: Answer, expected: Expectation): string[] {
  if (expected.kind === 'no-server-error') return acceptedValueProblems(answer);
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}: a hostile input must never cause a server error`);
  else if (answer.status < 400) problems.push(`answered ${answer.status}: the bad input was accepted`);
  else if (answer.status > 499) problems.push(`answered ${answer.status}`);

  problems.push(...answer.serverErrors.map((logged) => `server logged: ${logged}`));

  const parsed = apiErrorSchema.safeParse(answer.body);
  if (!parsed.success) {
    problems.push(
      `the answer is not the API error shape (${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}); ` +
        `content-type ${answer.contentType ?? '(none)'}, body ${JSON.stringify(shortText(answer.text))}`,
    );
    return problems;
  }
  const error = parsed.data;
  if (error.statusCode !== answer.status)
    problems.push(`statusCode ${error.statusCode} differs from the HTTP status ${answer.status}`);
  if (error.code === 'VALIDATION_FAILED' && !error.fieldErrors?.length)
    problems.push('a validation error without fieldErrors');

  if (expected.kind === 'validation') {
    if (error.code !== 'VALIDATION_FAILED') {
      problems.push(`expected 400 VALIDATION_FAILED naming ${expected.fields.join(' or ')}, got ${error.code}`);
    } else if (!error.fieldErrors?.some((reported) => expected.fields.some((field) => names(reported.field, field)))) {
      problems.push(
        `fieldErrors name ${error.fieldErrors?.map((e) => e.field).join(', ')}, not the broken ${expected.fields.join(' or ')}`,
      );
    }
  } else if (expected.kind === 'codes' && !expected.codes.includes(error.code)) {
    problems.push(`expected ${expected.codes.join(' or ')}, got ${error.code}`);
  }
  if (problems.length > 0) {
    problems.push(
      `server said: ${error.statusCode} ${error.code} "${shortText(error.message)}"${error.requestId ? ` (request id ${error.requestId})` : ''}`,
    );
  }
  return problems;
}

/** For a value the schema accepts: stored or refused, but never a server error or a database data error. */
function acceptedValueProblems(answer: Answer): string[] {
  const problems = answer.serverErrors.map((logged) => `server logged: ${logged}`);
  const error = apiErrorSchema.safeParse(answer.body).data;
  if (answer.status >= 500) problems.unshift(`answered ${answer.status} to a value the schema accepts`);
  else if (error?.code === 'INVALID_DATA')
    problems.unshift(
      'the database refused a value the schema accepts (INVALID_DATA): the schema is looser than the column',
    );
  if (problems.length > 0 && error)
    problems.push(`server said: ${error.statusCode} ${error.code} "${shortText(error.message)}"`);
  return problems;
}
