// The class-lessons module's public face: its routes, and which lessons a class may use (activities asks).
export { classLessonsRoutes } from './class-lessons.routes';
export { usableBy } from './class-lesson.repository';
