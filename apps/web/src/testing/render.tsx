import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { RouterNavigation } from '../app/router-navigation';
import { createQueryClient } from '../lib/query-client';

// The route table's own renderer is src/app/testing/render-route.tsx; this file stays clear of it.

/** Lets `navigate(to, { flushSync: true })` commit at once, as the app's router does. */
const routerFlushSync = (update: () => unknown): undefined => void flushSync(update);

/** Renders a component inside the app providers and a memory router. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const router = createMemoryRouter([
    { path: '*', element: <RouterNavigation>{ui}</RouterNavigation> },
  ]);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>,
  );
}
