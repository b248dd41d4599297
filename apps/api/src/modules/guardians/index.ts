// The guardians module's public face: its routes.
export { guardiansRoutes } from './guardians.routes';
