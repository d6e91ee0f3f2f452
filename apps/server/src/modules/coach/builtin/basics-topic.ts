// One question the basics answer knows (answer-basics.ts), matched by its wording; the game's
// words, how cards score and questions about Jokerwise itself each keep a list of them.
import type { CoachQuestion } from './coach-question';

export interface BasicsTopic {
  readonly asks: RegExp;
  readonly answer: (question: CoachQuestion) => string;
}
