// `@portal/shared/activities`: the catalogue and its questions, and their life in a class (given, answered, graded).
export * from './activities.schemas';
export * from './class-activities.schemas';
export * from './answers.schemas';
