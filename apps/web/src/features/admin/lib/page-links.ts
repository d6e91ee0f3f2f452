import { PRODUCT_NAME } from '@jokerwise/contracts';
import { paths } from '../../../config/paths';

// The developer hub's Pages tab (docs/product/staff-console.md): the route table in the spec's six groups.

export interface PageLink {
  readonly title: string;
  readonly description: string;
  readonly path: string;
}

export interface PageGroup {
  readonly title: string;
  readonly pages: readonly PageLink[];
}

export const PAGE_GROUPS: readonly PageGroup[] = [
  {
    title: 'Main Application',
    pages: [
      { title: 'Landing page', description: 'Plans, features and reviews.', path: paths.home.path },
      {
        title: 'Dashboard',
        description: 'Profile, membership and support.',
        path: paths.dashboard.path,
      },
      {
        title: `${PRODUCT_NAME} AI`,
        description: 'The run workspace and the coach.',
        path: paths.aiApp.path,
      },
    ],
  },
  {
    title: 'Authentication',
    pages: [
      {
        title: 'Sign in',
        description: 'Sign in and sign up by e-mail code.',
        path: paths.auth.path,
      },
      { title: 'Verify', description: 'Enter the e-mailed code.', path: paths.verify.path },
    ],
  },
  {
    title: 'Subscription Management',
    pages: [
      {
        title: 'Subscription',
        description: 'Plan, billing and invoices.',
        path: paths.subscription.path,
      },
      {
        title: 'Choose a plan',
        description: 'Where the guards send a player without access.',
        path: paths.subscribe.path,
      },
      {
        title: 'Payment success',
        description: 'After a completed checkout.',
        path: paths.success.path,
      },
    ],
  },
  {
    title: 'Admin & Developer',
    pages: [
      {
        title: 'Admin gate',
        description: 'Checks admin rights, then opens this hub.',
        path: paths.admin.login.path,
      },
      {
        title: 'Admin dashboard',
        description: 'Subscription reconciliation and its console.',
        path: paths.admin.dashboard.path,
      },
      { title: 'Developer hub', description: 'This page.', path: paths.admin.dev.path },
      {
        title: 'CRM management',
        description: 'GoHighLevel sync status and controls.',
        path: paths.admin.ghlManagement.path,
      },
    ],
  },
  {
    title: 'Legal & Support',
    pages: [
      {
        title: 'Terms of Service',
        description: 'The terms players accept.',
        path: paths.termsOfService.path,
      },
      {
        title: 'Privacy Policy',
        description: 'What we keep and why.',
        path: paths.privacyPolicy.path,
      },
      { title: 'FAQ', description: 'Common questions.', path: paths.faq.path },
    ],
  },
  {
    title: 'Debug & Testing',
    pages: [
      {
        title: 'Header test',
        description: 'The global header on its own.',
        path: paths.tools.headerTest.path,
      },
      {
        title: 'Sprite test',
        description: 'Chip sprites at every size.',
        path: paths.tools.spriteTest.path,
      },
      {
        title: 'Asset extractor',
        description: 'Cut icons out of sprite sheets.',
        path: paths.tools.assetExtractor.path,
      },
      {
        title: 'E-mail diagnostic',
        description: 'Transport, DNS and a test e-mail.',
        path: paths.tools.emailDiagnostic.path,
      },
    ],
  },
];
