import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../providers';
import { routerFlushSync, routes } from '../router';

/*
 * Test-only: renders the real route table. It lives next to the router so that
 * src/testing/render.tsx, which every component test uses, does not pull in every route.
 */

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
