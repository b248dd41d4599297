// The support module's public face.
export { supportRoutes } from './support.routes';
