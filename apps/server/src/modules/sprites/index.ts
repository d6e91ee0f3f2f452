// Sprite sheets and the icon set (docs/product/staff-console.md asset extractor and sprite test).
export { spritesRoutes } from './sprites.routes';
export { SHIPPED_SPRITES_DIR, type SpritesDeps } from './sprites-deps';
