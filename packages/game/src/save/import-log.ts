// What an import leaves out, collected while the save is read: skipped items for the preview,
// and the unknown keys that make a save "modded". Both are bounded so a file stuffed with
// unknown cards still gives a small answer.
import type { SaveArea, SaveNotice, SkippedSaveItem, SkipReason } from './types';

export const MAX_SKIPPED_ITEMS = 100;
export const MAX_UNKNOWN_KEYS = 50;

export class ImportLog {
  private readonly skippedItems: SkippedSaveItem[] = [];
  private readonly unknown = new Set<string>();

  skip(area: SaveArea, item: string, reason: SkipReason): void {
    if (this.skippedItems.length < MAX_SKIPPED_ITEMS) {
      this.skippedItems.push({ area, item: item.slice(0, 100), reason });
    }
    if (reason === 'UNKNOWN_KEY') this.unknownKey(item);
  }

  /** A key the game data lacks, on an item that was still imported (a modded seal...). */
  unknownKey(key: string): void {
    if (this.unknown.size < MAX_UNKNOWN_KEYS) this.unknown.add(key.slice(0, 100));
  }

  get skipped(): readonly SkippedSaveItem[] {
    return this.skippedItems;
  }

  get notices(): readonly SaveNotice[] {
    if (this.unknown.size === 0) return [];
    return [
      {
        code: 'MODDED_SAVE',
        message:
          'This save comes from a modded game: cards the base game does not have were left out and the rest was imported.',
        keys: [...this.unknown],
      },
    ];
  }
}
