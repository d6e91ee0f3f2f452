// Where the game keeps save.jkr, shown by the web's import dialog and told by the coach when a
// player asks where the file is. <profile> is the profile slot, 1 to 3.
export interface SaveFileLocation {
  readonly system: string;
  readonly path: string;
}

export const SAVE_FILE_LOCATIONS: readonly SaveFileLocation[] = [
  { system: 'Windows', path: '%AppData%\\Balatro\\<profile>\\save.jkr' },
  { system: 'macOS', path: '~/Library/Application Support/Balatro/<profile>/save.jkr' },
  {
    system: 'Linux and Steam Deck (Proton)',
    path: '…/steamapps/compatdata/2379780/pfx/drive_c/users/steamuser/AppData/Roaming/Balatro/<profile>/save.jkr',
  },
];
