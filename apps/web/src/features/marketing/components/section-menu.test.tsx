import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSectionNav } from '../testing/render-section-nav';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/** The panel the button controls (the desktop row holds the same labels). */
const panel = () => {
  const element = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('the menu button controls no element');
  return element;
};
const inPanel = () => within(panel());

describe('the section menu below the desktop breakpoint', () => {
  it('is a closed disclosure button that controls the section list', () => {
    renderSectionNav();
    const button = menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(panel().tagName).toBe('NAV');
    expect(panel().getAttribute('aria-label')).toBe('Page sections');
  });

  it('opens by keyboard onto the first link, and Escape closes it back onto the button', async () => {
    renderSectionNav();
    // jsdom applies no CSS, so the desktop row is in the tab order too: start on the button.
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(inPanel().getByRole('button', { name: 'Features' }));
    await userEvent.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when a section is chosen, and goes there', async () => {
    const router = renderSectionNav('/dashboard');
    await userEvent.click(menuButton());
    await userEvent.click(inPanel().getByRole('button', { name: 'Guarantee' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#zero-risk-guarantee');
  });

  it('scrolls to a section on the page', async () => {
    const section = document.createElement('section');
    section.id = 'reviews';
    document.body.append(section);
    const scrolled = vi.spyOn(section, 'scrollIntoView');
    renderSectionNav();
    await userEvent.click(menuButton());
    await userEvent.click(inPanel().getByRole('button', { name: 'Testimonials' }));
    expect(scrolled).toHaveBeenCalledOnce();
    section.remove();
  });

  it('closes on a click outside and when Tab leaves the last link', async () => {
    renderSectionNav();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menuButton());
    inPanel().getByRole('button', { name: 'How It Works' }).focus();
    await userEvent.tab();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
