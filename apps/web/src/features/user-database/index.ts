// The staff user database feature's public entry (docs/product/staff-console.md User Database). The app layer
// mounts it in the developer hub's User Database tab.
export { UserDatabaseViewer } from './components/user-database-viewer';
