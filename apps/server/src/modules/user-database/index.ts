// The staff user database (docs/product/staff-console.md User Database): its routes, for app.ts.
export { userDatabaseRoutes } from './user-database.routes';
export type { UserDatabaseDeps } from './user-database-deps';
