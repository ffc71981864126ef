export * from './common';
export * from './catalogue';
export * from './realtime';
export * from './player';
