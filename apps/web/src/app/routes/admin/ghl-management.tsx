import { CrmManagementPage } from '../../../features/crm';

/** /dev/ghl-management: the CRM sync dashboard (docs/product/staff-console.md). */
export function GhlManagementRoute() {
  return <CrmManagementPage />;
}
