import { JOKER_EDITIONS, type JokerEdition } from '@jokerwise/game';
import { toOptions, type SelectOption } from '../../../components/ui/select-field';
import { EDITION_LABELS } from './format';

/** The Joker editions to choose from, `none` first; '' stands for no edition. */
export function getJokerEditionOptions(none = 'No edition'): SelectOption<JokerEdition | ''>[] {
  return [
    { value: '', label: none },
    ...toOptions(JOKER_EDITIONS, (value) => EDITION_LABELS[value]),
  ];
}
