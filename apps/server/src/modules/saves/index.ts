export { parseSaveFile } from './parse-save';
export { savesRoutes } from './saves.routes';
