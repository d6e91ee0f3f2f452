export { getRunDocument, type WorkspaceDeps } from './save-run';
export { workspaceRoutes } from './workspace.routes';
