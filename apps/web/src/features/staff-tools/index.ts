// Staff tools (docs/product/staff-console.md Email diagnostic, Sprite test, Asset extractor, header test). Each
// tool route loads lazily, so the extractor stays out of the landing bundle.
export { AssetExtractorPage } from './components/asset-extractor-page';
export { EmailDiagnosticPage } from './components/email-diagnostic-page';
export { HeaderTestPage } from './components/header-test-page';
export { SpriteTestPage } from './components/sprite-test-page';
export { StaffOnly } from './components/staff-only';
