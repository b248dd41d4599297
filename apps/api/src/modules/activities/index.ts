// The activities module's public face: what app.ts and other modules may use of it.
export { activitiesRoutes } from './activities.routes';
