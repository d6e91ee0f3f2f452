// Import from save file: the card for the setup screen and the New Game tab,
// the bar for the playing view. Everything heavier loads when the player opens the dialog.
export { SaveImportBar, type SaveImportBarProps } from './components/save-import-bar';
export { SaveImportCard, type SaveImportCardProps } from './components/save-import-card';
