// The attendance's three screens in one chunk: one lazy import for the three routes keeps the route table (in
// the first screen's JavaScript, .size-limit.js) to one more import, whatever the screens.
export { OwnAttendancePage } from './OwnAttendancePage';
export { RollPage } from './RollPage';
export { StudentAttendancePage } from './StudentAttendancePage';
