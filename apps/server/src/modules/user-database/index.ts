// The staff user database (spec 001 §2 User Database): its routes, for app.ts.
export { userDatabaseRoutes } from './user-database.routes';
export type { UserDatabaseDeps } from './user-database-deps';
