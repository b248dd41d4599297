// The calendar module's public face: its routes, and the public events of some classes (a guardian's page).
export { calendarRoutes } from './calendar.routes';
export { classEventsBetween } from './class-events.repository';
