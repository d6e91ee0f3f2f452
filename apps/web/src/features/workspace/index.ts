// The members' workspace (docs/product/workspace.md "Workspace"); the route passes the coach's chat in.
export { WorkspacePage, type WorkspacePageProps } from './components/workspace-page';
