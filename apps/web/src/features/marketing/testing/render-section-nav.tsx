import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from '../../../app/router-navigation';
import { SectionNav } from '../components/section-nav';

/**
 * The section navigation at `path`, with a button after it to move focus out of the menu.
 * Returns the router so a test can follow where a link went.
 */
export function renderSectionNav(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouterNavigation>
            <SectionNav />
            <button type="button">Elsewhere</button>
          </RouterNavigation>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
