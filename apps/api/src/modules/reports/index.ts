// The reports module's public face.
export { reportsRoutes } from './reports.routes';
