/** The learning-track player (`@portal/shared/player`): what it plays and what it records. */
export * from './play.schemas';
export * from './progress.schemas';
export { answerKey, foldForGame } from './answer-key';
export { effortPoints, STAR_THRESHOLDS, starsOf } from './score';
