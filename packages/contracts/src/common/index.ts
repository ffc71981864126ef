export * from './pagination';
export * from './pagination.model';
export * from './errors';
export * from './params';
export * from './request-id';
