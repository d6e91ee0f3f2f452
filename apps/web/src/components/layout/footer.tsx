import { FAN_DISCLAIMER, PRODUCT_NAME, SUPPORT_EMAIL } from '@jokerwise/contracts';
import { paths } from '../../config/paths';
import { AppLink } from '../ui/app-link';
import { LogoMark } from './logo';

const links = [
  { to: paths.termsOfService.getHref(), label: 'Terms of Service' },
  { to: paths.privacyPolicy.getHref(), label: 'Privacy Policy' },
  { to: paths.faq.getHref(), label: 'FAQ' },
] as const;

const linkClass =
  'rounded text-sm text-fg-muted transition-colors hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function Footer() {
  return (
    <footer className="mt-auto border-t border-white/6 bg-felt-950/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-7" />
            <span className="font-display text-xl font-bold tracking-wide">{PRODUCT_NAME}</span>
          </div>
          <p className="max-w-md text-sm leading-relaxed text-fg-subtle">{FAN_DISCLAIMER}</p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav aria-label="Legal and help">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className={linkClass}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          <p className="text-xs text-fg-subtle">
            © {new Date().getFullYear()} {PRODUCT_NAME}. Made by players, for players.
          </p>
        </div>
      </div>
    </footer>
  );
}
