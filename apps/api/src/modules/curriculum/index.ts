// The curriculum module's public face: its routes, and the sequence rules the demo seed orders items by.
export { curriculumRoutes } from './curriculum.routes';
export { ORDERED, nextSequence } from './curriculum.sequence';
