export * from './site-config';
export * from './site-config.model';
