// Product constants shared by web and server (ARCHITECTURE: one module).
export const PRODUCT_NAME = 'Jokerwise';
export const PRODUCT_SLUG = 'jokerwise';
/** The AI app lives at /{product}-ai (docs/product/overview.md). */
export const AI_APP_PATH = `/${PRODUCT_SLUG}-ai` as const;
export const SUPPORT_EMAIL = 'support@jokerwise.app';
export const FAN_DISCLAIMER =
  'Jokerwise is an unofficial fan companion. It is not affiliated with, endorsed by or sponsored by the developer or publisher of Balatro.';
