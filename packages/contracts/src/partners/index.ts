export * from './launch.model';
export * from './launch';
