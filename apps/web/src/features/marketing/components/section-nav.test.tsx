import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSectionNav } from '../testing/render-section-nav';

const SECTIONS = ['features', 'pricing-section', 'reviews', 'zero-risk-guarantee', 'pricing'];

/** Sections stacked 1,000 px tall from y = 600, measured against the current scroll. */
function layOutSections() {
  let scrollY = 0;
  for (const [index, id] of SECTIONS.entries()) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => {
      const top = 600 + index * 1000 - scrollY;
      return { top, bottom: top + 1000 } as DOMRect;
    };
    document.body.append(section);
  }
  return (y: number) => {
    scrollY = y;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.runAllTimers();
    });
  };
}

const activeLabel = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'location')
    .map((button) => button.textContent);

describe('SectionNav', () => {
  it('has the five buttons of docs/product/landing.md', () => {
    renderSectionNav();
    const row = within(screen.getByTestId('section-nav'));
    expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Features',
      'Pricing',
      'Testimonials',
      'Guarantee',
      'How It Works',
    ]);
  });

  it('highlights the section at the viewport middle while scrolling', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    window.innerHeight = 800;
    const scrollTo = layOutSections();
    renderSectionNav();
    expect(activeLabel()).toEqual([]);
    scrollTo(300);
    expect(activeLabel()).toEqual(['Features']);
    scrollTo(1300);
    expect(activeLabel()).toEqual(['Pricing']);
    scrollTo(4500);
    expect(activeLabel()).toEqual(['How It Works']);
    expect(screen.getByTestId('section-nav-pricing').dataset.active).toBe('true');
    vi.useRealTimers();
    document.querySelectorAll('section').forEach((section) => section.remove());
  });

  it('scrolls to a section on the page', async () => {
    const section = document.createElement('section');
    section.id = 'reviews';
    document.body.append(section);
    const scrolled = vi.spyOn(section, 'scrollIntoView');
    renderSectionNav();
    await userEvent.click(screen.getByRole('button', { name: 'Testimonials' }));
    expect(scrolled).toHaveBeenCalledOnce();
    section.remove();
  });

  it('goes to the landing page section from another page', async () => {
    const router = renderSectionNav('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Guarantee' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#zero-risk-guarantee');
  });
});
