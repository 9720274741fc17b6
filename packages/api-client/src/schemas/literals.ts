import { Type } from '@sinclair/typebox';

/** A union of the literals of a constant list (`utilities`, `contactTypes`): the list stays the one source. */
export const literals = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
