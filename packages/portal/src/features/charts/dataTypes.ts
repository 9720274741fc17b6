import type { ChartDataType } from '@vool/api-client/browser';
import { messages } from './messages.ts';

export const dataTypeLabels = {
  consumption: messages.consumption,
  production: messages.production,
  netted: messages.netted,
  price: messages.price,
  temperature: messages.temperature,
} as const satisfies Record<ChartDataType, unknown>;
