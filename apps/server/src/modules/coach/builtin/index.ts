// The built-in coach's public entry.
export { answerQuestion, type CoachInput } from './answer-question';
export { understandQuestion, type UnderstoodQuestion } from './conversation';
export { findIntent, INTENTS, MIN_SCORE, scoreIntents, type Intent } from './detect-intent';
export { parseQuestion, type ParsedQuestion } from './parse-question';
