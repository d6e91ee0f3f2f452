import { useState } from 'react';

/** Row checkboxes over the users on screen; a new page or filter starts with none selected. */
export interface Selection {
  ids: readonly string[];
  size: number;
  allSelected: boolean;
  has: (id: string) => boolean;
  set: (id: string, selected: boolean) => void;
  setAll: (selected: boolean) => void;
}

export function useSelection(visibleIds: readonly string[], resetKey: string): Selection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: resetKey,
    ids: new Set(),
  });
  const chosen = state.key === resetKey ? state.ids : new Set<string>();
  const ids = visibleIds.filter((id) => chosen.has(id));
  const replace = (next: ReadonlySet<string>) => setState({ key: resetKey, ids: next });
  return {
    ids,
    size: ids.length,
    allSelected: visibleIds.length > 0 && ids.length === visibleIds.length,
    has: (id) => chosen.has(id),
    set: (id, selected) => {
      const next = new Set(chosen);
      if (selected) next.add(id);
      else next.delete(id);
      replace(next);
    },
    setAll: (selected) => replace(new Set(selected ? visibleIds : [])),
  };
}
