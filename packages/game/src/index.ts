// The one public entry of the game package: reference data, rules, scoring and run state.
export * from './data';
export * from './rules';
export * from './scoring';
export * from './run';
export * from './vocabulary';
export * from './reference';
export * from './save';
