export { Countries, Country, CountryParams, Info } from '@vool/api-client';
