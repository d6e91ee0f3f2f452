export { coachRoutes } from './coach.routes';
export { createCoachDeps, type CoachDeps } from './coach-deps';
