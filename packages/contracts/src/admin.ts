// The staff console's wire contracts (spec 001 §3, §7, §8), one entry for the contracts index.
export * from './admin-access';
export * from './admin-audit';
export * from './admin-crm';
export * from './admin-reconciliation';
export * from './admin-system-status';
