// The system module's public face: the public configuration routes and the Master's /admin page.
export { systemRoutes } from './system.routes';
export { adminRoutes } from './admin.routes';
