// The gradebook module's public face: its routes.
export { gradebookRoutes } from './gradebook.routes';
