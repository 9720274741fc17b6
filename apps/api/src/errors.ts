/** The error body every failed call answers with (spec §8): the portal translates name and code. */
export interface ApiErrorBody {
  name: string;
  message: string;
  code?: string;
  /** Validation failures: which field failed and why, keyed by a JSON-pointer-like path. */
  fields?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly name: string,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return {
      name: this.name,
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** A 422 naming the field at fault: `validationError('…', 'INVALID_DATE', { '/from': 'is not a date' })`. */
export const validationError = (message: string, code: string, fields?: Record<string, string>) =>
  new HttpError(422, 'ValidationError', message, code, fields);
