// The player module's public face.
export { playerRoutes } from './player.routes';
