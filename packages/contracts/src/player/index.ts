export * from './auth';
export * from './player';
export * from './player.model';
export * from './wallet';
export * from './user-settings';
export * from './favourites';
export * from './favourites.model';
