export { GsrnLocations, Locations } from '@vool/api-client';
