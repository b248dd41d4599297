// The calendar module's public face.
export { calendarRoutes } from './calendar.routes';
