// The forum module's public face.
export { forumRoutes } from './forum.routes';
