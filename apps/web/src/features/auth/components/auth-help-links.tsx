import { SUPPORT_EMAIL } from '@jokerwise/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const linkClass =
  'rounded px-1 font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * /auth's Documentation and Support links, under the card: the page has one header, the site's
 * own, and the links go somewhere — the FAQ page and the support address.
 */
export function AuthHelpLinks() {
  return (
    <nav
      aria-label="Help"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-fg-muted"
    >
      <span>Need help?</span>
      <Link to={paths.faq.getHref()} className={linkClass}>
        Documentation
      </Link>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
        Support
      </a>
    </nav>
  );
}
