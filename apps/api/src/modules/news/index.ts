// The news module's public face.
export { newsRoutes } from './news.routes';
