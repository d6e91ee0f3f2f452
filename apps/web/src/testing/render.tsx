import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routerFlushSync, routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders the real route table at `path` inside the app providers. */
export function renderRoute(
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders a component inside the app providers and a memory router. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>,
  );
}
