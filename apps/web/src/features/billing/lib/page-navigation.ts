/** Navigations that leave the SPA or open a tab; an object so tests can watch them. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
