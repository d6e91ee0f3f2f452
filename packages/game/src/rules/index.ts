// Simple rules of the game as pure functions over the reference data.
export * from './hand-levels';
export * from './cards';
export * from './blinds';
export * from './interest';
export * from './prices';
