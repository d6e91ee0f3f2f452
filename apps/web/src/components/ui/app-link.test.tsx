import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellNavigationProvider } from '../../lib/shell-navigation';
import { AppLink } from './app-link';

function renderLink(target?: string) {
  const visited: string[] = [];
  render(
    <ShellNavigationProvider value={{ pathname: '/', navigate: (to) => visited.push(to) }}>
      <AppLink to="/faq" target={target}>
        FAQ
      </AppLink>
    </ShellNavigationProvider>,
  );
  return { link: screen.getByRole('link', { name: 'FAQ' }), visited };
}

describe('AppLink', () => {
  it('is a real link to its path', () => {
    expect(renderLink().link.getAttribute('href')).toBe('/faq');
  });

  it('navigates inside the app on a plain click instead of loading the page', () => {
    const { link, visited } = renderLink();
    const followed = fireEvent.click(link);
    expect(visited).toEqual(['/faq']);
    expect(followed).toBe(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const { link, visited } = renderLink();
    expect(fireEvent.click(link, init)).toBe(true);
    expect(visited).toEqual([]);
  });

  it('leaves a link with a new-tab target to the browser', () => {
    const { link, visited } = renderLink('_blank');
    expect(fireEvent.click(link)).toBe(true);
    expect(visited).toEqual([]);
  });
});
