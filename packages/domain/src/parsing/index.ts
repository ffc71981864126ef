export * from './utc-date';
export * from './provider-cookie';
