// The gradebook module's public face: its routes, and the rule of an activity still to send (the guardians' page).
export { gradebookRoutes } from './gradebook.routes';
export { stillToSend } from './todo.repository';
