// The attendance module's public face: its routes and the setting they take.
export { attendanceRoutes } from './attendance.routes';
export type { AttendancePolicy } from './attendance.service';
