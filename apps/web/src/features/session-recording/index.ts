// Session recording's public entry (docs/decisions/022-session-recording-privacy.md): the
// first-load scheduler, the Profile tab's opt-out, and the hub's Recordings tab.
export { RecordingPreferenceSwitch } from './components/recording-preference-switch';
export { RecordingsTab } from './components/recordings-tab';
