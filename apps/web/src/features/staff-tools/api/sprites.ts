import {
  iconListSchema,
  saveExtractedIconsResponseSchema,
  spriteSheetListSchema,
  type ExtractedIcon,
} from '@jokerwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api-client';

export const iconListQueryKey = ['/api/icons'] as const;

/** GET /api/icons: the product's icon set. */
export function useIconList() {
  return useQuery({
    queryKey: iconListQueryKey,
    queryFn: ({ signal }) => api.get('/api/icons', { schema: iconListSchema, signal }),
  });
}

/** GET /api/admin/sprites */
export function useSpriteSheets() {
  return useQuery({
    queryKey: ['/api/admin/sprites'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/sprites', { schema: spriteSheetListSchema, signal }),
  });
}

/** GET /raw-sprites/{file} (admin-only, so fetched with the token) as a decoded bitmap. */
export async function loadSpriteSheet(file: string, signal?: AbortSignal): Promise<ImageBitmap> {
  return createImageBitmap(await apiBlob(`/raw-sprites/${encodeURIComponent(file)}`, signal));
}

/** POST /api/save-extracted-icons {icons} */
export function useSaveIcons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (icons: ExtractedIcon[]) =>
      api.post(
        '/api/save-extracted-icons',
        { icons },
        { schema: saveExtractedIconsResponseSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: iconListQueryKey }),
  });
}
