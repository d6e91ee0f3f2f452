import { iconListSchema } from '@jokerwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/icons: the icon set staff cut with the asset extractor (docs/decisions/023-original-
 * sprite-sheets.md), as name → image URL. Asked only while a picker is open; without it the
 * pickers simply show no icons.
 */
export function useIconUrls(enabled: boolean): ReadonlyMap<string, string> {
  const icons = useQuery({
    queryKey: ['/api/icons'],
    queryFn: ({ signal }) => api.get('/api/icons', { schema: iconListSchema, signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    select: (list) => new Map(list.icons.map((icon) => [icon.name, icon.url])),
  });
  return icons.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();
