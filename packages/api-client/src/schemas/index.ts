export * from './common.ts';
export * from './site.ts';
export * from './auth.ts';
export * from './me.ts';
export * from './reference.ts';
export * from './energy.ts';
export * from './dashboard.ts';
export * from './endpoints.ts';
