import { CrmManagementPage } from '../../../features/crm';

/** /dev/ghl-management: the CRM sync dashboard (spec 001 §2). */
export function GhlManagementRoute() {
  return <CrmManagementPage />;
}
