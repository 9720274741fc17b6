import { Type, type Static } from '@sinclair/typebox';
import { logLevels } from '../constants.ts';

export { logLevels };

/** Spec §3: FINLAND (FI, GROUP-A), ESTONIA (EE, GROUP-B), LATVIA (LV, GROUP-B). */
export const Country = Type.Object({
  countryCode: Type.String(),
  name: Type.String(),
  group: Type.String(),
});
export type Country = Static<typeof Country>;
export const Countries = Type.Array(Country);

export const CountryParams = Type.Object({ countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }) });
export type CountryParams = Static<typeof CountryParams>;

export const Info = Type.Object({
  name: Type.String(),
  version: Type.String(),
  serverTime: Type.String({ format: 'date-time' }),
  timezone: Type.String(),
});
export type Info = Static<typeof Info>;

/** A client-side log line (render errors carry stack and component stack in payload, source 'client'). */
export const LogBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    level: Type.Union(logLevels.map((l) => Type.Literal(l))),
    payload: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 })),
  },
  { additionalProperties: false },
);
export type LogBody = Static<typeof LogBody>;
