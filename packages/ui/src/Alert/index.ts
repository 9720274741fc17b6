export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert.tsx';
