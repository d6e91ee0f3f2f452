// The members' workspace (spec 001 §2 "Workspace"); the route passes the coach's chat in.
export { WorkspacePage, type WorkspacePageProps } from './components/workspace-page';
