// The privacy module's public face: its routes (a person's data rights, issue 29).
export { privacyRoutes } from './privacy.routes';
