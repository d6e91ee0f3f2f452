// The CRM sync dashboard (docs/product/staff-console.md): the full page and the hub's compact card.
export { CrmCompactCard } from './components/crm-compact-card';
export { CrmManagementPage } from './components/crm-management-page';
