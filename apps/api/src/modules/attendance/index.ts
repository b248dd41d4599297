// The attendance module's public face: its routes, the setting they take, and the share of present days in SQL
// (the Frequência report computes it as the roll's screens do).
export { attendanceRoutes } from './attendance.routes';
export type { AttendancePolicy } from './attendance.service';
export { oneDecimal, presentShareExact, presentShareSql } from './attendance.share';
