export * from './events';
export * from './channels';
