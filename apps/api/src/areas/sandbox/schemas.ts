import { Type, type Static } from '@sinclair/typebox';

export const TeliaQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 200 })) });
export type TeliaQuery = Static<typeof TeliaQuery>;
