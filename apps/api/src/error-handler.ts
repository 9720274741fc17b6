import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const statusNames: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  421: 'MisdirectedRequest',
  429: 'TooManyRequests',
};

/** Every failure answers `{ name, message, code }` (spec §8); 500s add the request id and nothing else. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .headers(error.headers ?? {})
        .code(error.statusCode)
        .send(error.body());
    if (error.validation) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const missing = (issue.params as { missingProperty?: string }).missingProperty;
        const extra = (issue.params as { additionalProperty?: string }).additionalProperty;
        const path = `${issue.instancePath}${missing ? `/${missing}` : ''}${extra ? `/${extra}` : ''}` || '/';
        fields[path] ??= extra ? 'is not allowed' : (issue.message ?? 'is invalid');
      }
      return reply.code(422).send({
        name: 'ValidationError',
        message: `Invalid ${error.validationContext ?? 'request'}: ${error.message}`,
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        name: statusNames[status] ?? 'BadRequest',
        message: error.message,
        code: error.code || 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      name: 'InternalError',
      message: 'Something went wrong on our side',
      code: 'INTERNAL_ERROR',
      requestId: request.id,
    });
  });
}
