export { Readings, ReadingsQuery } from '@vool/api-client';
