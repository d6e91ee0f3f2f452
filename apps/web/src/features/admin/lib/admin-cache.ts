/** docs/product/staff-console.md: the hub caches the admin check and the current user for five minutes. */
export const ADMIN_CACHE_MS = 5 * 60 * 1000;
