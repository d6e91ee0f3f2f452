/** Full-page navigations out of the SPA (server endpoints); an object so tests can spy on it. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
