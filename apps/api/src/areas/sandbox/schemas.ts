import { Type, type Static } from '@sinclair/typebox';

export const TeliaQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type TeliaQuery = Static<typeof TeliaQuery>;
