// The built-in coach's public entry.
export { answerQuestion, type CoachInput } from './answer-question';
export { detectIntent, INTENTS, type Intent } from './detect-intent';
export { parseQuestion, type ParsedQuestion } from './parse-question';
export { SUGGESTED_QUESTIONS } from './answer-run-summary';
