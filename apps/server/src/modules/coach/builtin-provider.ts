import { emitInChunks, type CoachProvider } from './coach-provider';
import { answerQuestion } from './builtin';

// AI_PROVIDER=builtin (the default, docs/architecture.md#runtime-pieces): the offline coach answers from the game
// engine. Its answer is whole at once; it is streamed in pieces so the chat's streaming path
// is the same for every provider.

export function createBuiltinProvider(): CoachProvider {
  return {
    name: 'builtin',
    answer({ payload, context, history, onDelta }) {
      const text = answerQuestion({
        message: payload.userMessage,
        run: context.run,
        hand: context.hand,
        // The run's stored chat (coach.repository.ts) carries a follow-up's context.
        earlierQuestions: history
          .filter((turn) => turn.role === 'user')
          .map((turn) => turn.content),
      });
      emitInChunks(text, onDelta);
      return Promise.resolve({ text, isError: false });
    },
  };
}
