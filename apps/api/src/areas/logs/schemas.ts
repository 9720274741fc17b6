export { LogBody } from '@vool/api-client';
