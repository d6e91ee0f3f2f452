// The built-in coach's public entry.
export { answerQuestion, type CoachInput } from './answer-question';
export { understandQuestion, type UnderstoodQuestion } from './conversation';
export { findIntent, MIN_SCORE, scoreIntents } from './detect-intent';
export { INTENTS, type Intent } from './intents';
export { parseQuestion, type ParsedQuestion } from './parse-question';
