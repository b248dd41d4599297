// The chat module's public face: its REST routes and its socket.io namespace.
export { chatRoutes } from './chat.routes';
export { chatSocket } from './chat.socket';
