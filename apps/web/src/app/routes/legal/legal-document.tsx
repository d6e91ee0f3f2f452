import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../config/paths';

// Every static page ends with the way on (no page is a dead end).
const onward = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.faq.getHref(), label: 'FAQ' },
  { to: paths.termsOfService.getHref(), label: 'Terms of Service' },
  { to: paths.privacyPolicy.getHref(), label: 'Privacy Policy' },
];

/** Long-form text of the static pages: readable measure, spaced sections, linked headings. */
export function LegalDocument({ children }: { children: ReactNode }) {
  return (
    <article className="flex max-w-3xl flex-col gap-10 text-base leading-relaxed text-fg-muted [&_a]:font-medium [&_a]:text-gold-300 [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:pl-1 [&_strong]:text-fg [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ul]:marker:text-gold-400">
      {children}
      <nav
        aria-label="More pages"
        className="flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-6 text-sm"
      >
        {onward.map((page) => (
          <AppLink key={page.to} to={page.to}>
            {page.label}
          </AppLink>
        ))}
      </nav>
    </article>
  );
}

export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex scroll-mt-20 flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold text-fg sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
