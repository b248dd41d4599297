// The auth module's public face.
export { authRoutes } from './auth.routes';
