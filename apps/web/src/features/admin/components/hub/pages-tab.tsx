import { ExternalLink } from 'lucide-react';
import { PAGE_GROUPS } from '../../lib/page-links';

/** Pages (docs/product/staff-console.md): every route in its group; each card opens the page in a new window. */
export function PagesTab() {
  return (
    <div className="flex flex-col gap-8">
      {PAGE_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`pages-${group.title}`}>
          <h2 id={`pages-${group.title}`} className="mb-3 text-lg font-semibold text-fg">
            {group.title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.pages.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full flex-col gap-1 rounded-card border border-border bg-surface-raised/60 p-4 transition-colors hover:border-gold-400/60 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-fg">
                    {page.title}
                    <ExternalLink
                      aria-hidden="true"
                      className="size-4 text-fg-subtle group-hover:text-gold-300"
                    />
                  </span>
                  <span className="text-sm text-fg-muted">{page.description}</span>
                  <code className="mt-auto pt-2 text-xs text-gold-300">{page.path}</code>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
