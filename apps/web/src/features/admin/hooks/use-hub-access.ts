import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { checkAdminQueryOptions } from '../api/check-admin';
import { AdminFailureContext, useLeaveOnAdminFailure } from './use-admin-failure';

/**
 * docs/product/staff-console.md: the hub checks the admin endpoint (cached five minutes). Not an admin (any
 * more) → home with 'Admin access required'; a 401 → the token goes and so does the browser.
 * The server enforces every call anyway; this only steers navigation.
 */
export function useHubAccess(): void {
  const check = useQuery(checkAdminQueryOptions());
  const handle = useContext(AdminFailureContext);
  useLeaveOnAdminFailure(check.error);
  const isRefused = check.data?.isAdmin === false;
  useEffect(() => {
    if (isRefused) void handle({ kind: 'forbidden' });
  }, [isRefused, handle]);
}
