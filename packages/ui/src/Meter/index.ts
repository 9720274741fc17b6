export {
  Meter,
  meterToneFor,
  meterTones,
  type MeterProps,
  type MeterThresholds,
  type MeterTone,
} from './Meter.tsx';
