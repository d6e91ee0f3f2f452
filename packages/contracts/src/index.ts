export * from './auth';
export * from './billing';
export * from './calculator-scenario';
export * from './errors';
export * from './health';
export * from './plans';
export * from './product';
export * from './user';
