import { paths } from '../config/paths';

/**
 * The pages the build renders to HTML and the browser hydrates
 * (docs/decisions/036-prerendered-landing.md): the landing and the static pages, whose content
 * is the same for every signed-out visitor. The build lists each file under its path in
 * `prerendered.json`, which the server reads.
 */
export const PRERENDERED_PAGES = {
  landing: paths.home.path,
  faq: paths.faq.path,
  'terms-of-service': paths.termsOfService.path,
  'privacy-policy': paths.privacyPolicy.path,
} as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPage(value: string | undefined): value is PrerenderedPage {
  return value !== undefined && Object.hasOwn(PRERENDERED_PAGES, value);
}
