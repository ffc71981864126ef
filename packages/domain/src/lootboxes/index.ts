export * from './lootbox-draw';
export * from './lootbox-state';
