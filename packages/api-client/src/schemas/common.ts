import { Type, type Static } from '@sinclair/typebox';
import { localeIds } from '../constants.ts';

export { localeIds };

/** The body of every failed call (spec §8): the portal translates `name` and `code`. */
export const ErrorBody = Type.Object({
  name: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  /** Validation failures: which field failed and why, keyed by a JSON-pointer-like path. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** Set on 500s so support can find the log lines of the failed request. */
  requestId: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const LocaleId = Type.Union(localeIds.map((id) => Type.Literal(id)));
export type LocaleId = Static<typeof LocaleId>;

export const ClientType = Type.Union([Type.Literal('private'), Type.Literal('legal')]);
export type ClientType = Static<typeof ClientType>;

/** Client codes are short digit strings; the pattern keeps anything else away from SQL and logs. */
export const ClientCode = Type.String({ pattern: '^[0-9]{1,20}$' });
