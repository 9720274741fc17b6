/** The error body every failed call answers with (spec §8): the portal translates name and code. */
export interface ApiErrorBody {
  name: string;
  message: string;
  code?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly name: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return { name: this.name, message: this.message, ...(this.code ? { code: this.code } : {}) };
  }
}

export const validationError = (message: string, code: string) =>
  new HttpError(422, 'ValidationError', message, code);
