// The CRM sync dashboard (spec 001 §2): the full page and the hub's compact card.
export { CrmCompactCard } from './components/crm-compact-card';
export { CrmManagementPage } from './components/crm-management-page';
