import { describe, expect, it } from 'vitest';
import type { LandingSection } from '../../../config/paths';
import { getSectionAtMiddle, LANDING_SECTIONS, shouldShowSectionNav } from './sections';

describe('shouldShowSectionNav', () => {
  // docs/product/landing.md: hidden on the AI app and on the legal and FAQ pages; and on /dev.
  it.each([
    ['/', true],
    ['/no/such/page', true],
    ['/dashboard', true],
    ['/jokerwise-ai', false],
    ['/jokerwise-ai/', false],
    ['/terms-of-service', false],
    ['/privacy-policy', false],
    ['/faq', false],
    ['/faqs', true],
    ['/dev', false],
    ['/dev/ghl-management', false],
    ['/devices', true],
  ] as const)('%s → %s', (pathname, shown) => {
    expect(shouldShowSectionNav(pathname)).toBe(shown);
  });
});

describe('LANDING_SECTIONS', () => {
  it('lists the five anchors of docs/product/landing.md with the header labels', () => {
    expect(LANDING_SECTIONS.map(({ id, label }) => `${id}:${label}`)).toEqual([
      'features:Features',
      'pricing-section:Pricing',
      'reviews:Testimonials',
      'zero-risk-guarantee:Guarantee',
      'pricing:How It Works',
    ]);
  });
});

describe('getSectionAtMiddle', () => {
  const ids: LandingSection[] = ['features', 'pricing-section', 'reviews'];
  // Section boxes relative to a 800 px viewport whose middle line is at 400.
  const layout = (offset: number) => (id: LandingSection) => {
    const top =
      { features: 600, 'pricing-section': 1400, reviews: 2200 }[id as 'features'] - offset;
    return { top, bottom: top + 800 };
  };

  it.each([
    [0, null],
    [200, 'features'],
    [999, 'features'],
    [1000, 'pricing-section'],
    [1900, 'reviews'],
    [2700, null],
  ] as const)('scrolled %i px → %s', (offset, expected) => {
    expect(getSectionAtMiddle(ids, layout(offset), 800)).toBe(expected);
  });

  it('skips sections that are not on the page', () => {
    expect(getSectionAtMiddle(ids, () => null, 800)).toBeNull();
  });
});
