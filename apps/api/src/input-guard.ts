import type { FastifyRequest } from 'fastify';
import { validationError } from './errors.ts';

/** Deeper than any answer or log this API takes; a deeper one is an attack on a parser or the database. */
export const maxInputDepth = 32;

/**
 * Text the database cannot keep: NUL, which PostgreSQL refuses in text and JSON, and half a surrogate
 * pair, which JSON has no way to write. Both would fail only at the INSERT, as a 500.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const unstorablePattern = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => unstorablePattern.test(text);

/** The first problem in a parsed body, query or set of parameters, walked without recursion. */
function findProblem(
  value: unknown,
  at: string,
): { path: string; code: string; message: string } | undefined {
  const stack: Array<[unknown, string, number]> = [[value, at, 0]];
  while (stack.length > 0) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorable(item))
        return { path, code: 'INVALID_CHARACTER', message: 'contains a character that is not allowed' };
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxInputDepth)
        return { path, code: 'TOO_DEEP', message: `is nested deeper than ${maxInputDepth} levels` };
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key))
          return {
            path,
            code: 'INVALID_CHARACTER',
            message: 'has a name with a character that is not allowed',
          };
        stack.push([child, `${path}/${key}`, depth + 1]);
      }
    }
  }
  return undefined;
}

/** preValidation: every route refuses such input with a 422 before its schema or its SQL sees it. */
export function refuseUnstorableInput(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
): void {
  for (const value of [request.body, request.query, request.params]) {
    const problem = findProblem(value, '');
    if (problem) {
      const path = problem.path || '/';
      done(
        validationError(`Invalid request: ${path} ${problem.message}`, problem.code, {
          [path]: problem.message,
        }),
      );
      return;
    }
  }
  done();
}
