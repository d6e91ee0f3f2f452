import { COACH_FAILURE_TEXTS } from '@jokerwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import {
  buildChatResponse,
  buildMessage,
  controlledEventStream,
  errorResponse,
  fakeCoachApi,
  history,
  networkError,
  RUN_ID,
  sseEvent,
  streamedAnswer,
} from '../testing/coach-test-utils';
import { CoachChat } from './coach-chat';

// docs/product/coach.md Chat (idle → in flight → reply or 'Connection Issue'), send rules, texts.

async function openChat(runId: string | null = RUN_ID) {
  renderWithProviders(<CoachChat runId={runId} />);
  const input = await screen.findByRole('textbox', { name: 'Message the coach' });
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  return { input, log: screen.getByRole('log', { name: 'Conversation with the coach' }) };
}

const answer = (question: string, reply: string) => () =>
  streamedAnswer(buildChatResponse(question, reply), [reply]);

describe('coach chat: history', () => {
  it('loads the run’s chat on open with markdown, times and Connection Issue messages', async () => {
    fakeCoachApi({
      'GET /api/coach/history': history(
        buildMessage({
          role: 'user',
          content: 'What should I play?',
          createdAt: '2026-11-20T15:04:00.000Z',
        }),
        buildMessage({ content: '### Best play: Flush\n\nPlay **K♥ Q♥ 9♥ 5♥ 2♥**.' }),
        buildMessage({ content: COACH_FAILURE_TEXTS.timeout, isError: true }),
      ),
    });
    const { log } = await openChat();
    expect(within(log).getByText('What should I play?')).toBeTruthy();
    expect(within(log).getByRole('heading', { name: 'Best play: Flush' })).toBeTruthy();
    expect(log.querySelector('strong')?.textContent).toBe('K♥ Q♥ 9♥ 5♥ 2♥');
    const failure = screen.getByTestId('coach-message-error');
    expect(failure.textContent).toContain(`Connection Issue${COACH_FAILURE_TEXTS.timeout}`);
    const times = log.querySelectorAll('time');
    expect(times).toHaveLength(3);
    expect(times[0]?.getAttribute('dateTime')).toBe('2026-11-20T15:04:00.000Z');
    expect(screen.queryByText('Ask your coach')).toBeNull();
  });

  it('shows the welcome state with suggested questions that send themselves', async () => {
    const { chatBodies } = fakeCoachApi({
      'GET /api/coach/history': history(),
      'POST /api/coach/chat': answer('What should I buy?', 'Buy **Blueprint**.'),
    });
    await openChat();
    expect(screen.getByRole('heading', { name: 'Ask your coach' })).toBeTruthy();
    const suggestions = within(screen.getByRole('list', { name: 'Suggested questions' }));
    expect(suggestions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'What should I play?',
      'Can I beat this blind?',
      'What should I buy?',
      'How much should I save?',
      'How do I beat the boss?',
      'Best order for my Jokers?',
    ]);
    await userEvent.click(suggestions.getByRole('button', { name: 'What should I buy?' }));
    expect(await screen.findByText('Blueprint')).toBeTruthy();
    expect(chatBodies()).toEqual([{ message: 'What should I buy?', runId: RUN_ID }]);
  });

  it('clears the history after a confirmation, and not without one', async () => {
    const { calls } = fakeCoachApi({
      'GET /api/coach/history': history(buildMessage({ role: 'user', content: 'Old question' })),
      'DELETE /api/coach/history': () => new Response(null, { status: 204 }),
    });
    const { input } = await openChat();
    await screen.findByText('Old question');

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep chat' }));
    expect(calls('DELETE', '/api/coach/history')).toBe(0);
    expect(screen.getByText('Old question')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE', '/api/coach/history')).toBe(1);
    expect(screen.queryByText('Old question')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ask your coach' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear chat' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  it('says so in the confirmation when clearing fails, and keeps the chat', async () => {
    fakeCoachApi({
      'GET /api/coach/history': history(buildMessage({ role: 'user', content: 'Old question' })),
      'DELETE /api/coach/history': () => errorResponse(503, 'UNAVAILABLE', 'Try again soon.'),
    });
    await openChat();
    await screen.findByText('Old question');
    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear chat' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try again soon.');
    expect(screen.getByText('Old question')).toBeTruthy();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    let fail = true;
    fakeCoachApi({
      'GET /api/coach/history': () =>
        fail
          ? errorResponse(500, 'INTERNAL', 'Down')
          : history(buildMessage({ content: 'Back' }))(),
    });
    renderWithProviders(<CoachChat runId={null} />);
    expect(await screen.findByText('The earlier messages could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back')).toBeTruthy();
  });
});

describe('coach chat: one chat per game (docs/decisions/034-one-chat-per-game-and-dropped-changes.md)', () => {
  const GAME_ID = '0b7e3c1a-5d2f-4a6b-9c8d-7e6f5a4b3c2d';

  it("loads, asks and clears the named game's chat", async () => {
    const { requests, chatBodies, calls } = fakeCoachApi({
      'GET /api/coach/history': history(buildMessage({ role: 'user', content: 'Earlier' })),
      'POST /api/coach/chat': answer('What next?', 'Skip the Small Blind.'),
      'DELETE /api/coach/history': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<CoachChat gameId={GAME_ID} />);
    await screen.findByText('Earlier');
    const historyUrl = `/api/coach/history?gameId=${GAME_ID}`;
    expect(requests.mock.calls.map(([input]) => String(input))).toContain(historyUrl);

    const input = screen.getByRole('textbox', { name: 'Message the coach' });
    await userEvent.type(input, 'What next?{Enter}');
    expect(await screen.findByText('Skip the Small Blind.')).toBeTruthy();
    expect(chatBodies()).toEqual([{ message: 'What next?', gameId: GAME_ID }]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Clear/ }));
    await waitFor(() => expect(calls('DELETE', historyUrl)).toBe(1));
  });
});

describe('coach chat: send rules (docs/product/coach.md)', () => {
  it('sends on Enter, not on Shift+Enter, and ignores empty or whitespace-only text', async () => {
    const { chatBodies } = fakeCoachApi({
      'GET /api/coach/history': history(),
      'POST /api/coach/chat': answer('Line one\nLine two', 'Noted.'),
    });
    const { input } = await openChat(null);
    await userEvent.type(input, '{Enter}   {Enter}');
    expect(chatBodies()).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect((input as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(chatBodies()).toEqual([]);

    await userEvent.type(input, '{Enter}');
    expect(await screen.findByText('Noted.')).toBeTruthy();
    expect(chatBodies()).toEqual([{ message: 'Line one\nLine two' }]);
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('asks only once the workspace has saved the run the answer reads', async () => {
    const { chatBodies } = fakeCoachApi({
      'GET /api/coach/history': history(),
      'POST /api/coach/chat': answer('How much interest?', '$1 interest.'),
    });
    let finishSaving: () => void = () => {};
    const saving = new Promise<void>((resolve) => (finishSaving = resolve));
    renderWithProviders(<CoachChat beforeSend={() => saving} />);
    const input = await screen.findByRole('textbox', { name: 'Message the coach' });
    await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
    await userEvent.type(input, 'How much interest?{Enter}');
    expect(await screen.findByText('How much interest?')).toBeTruthy();
    expect(chatBodies()).toEqual([]);
    finishSaving();
    expect(await screen.findByText('$1 interest.')).toBeTruthy();
    expect(chatBodies()).toEqual([{ message: 'How much interest?' }]);
  });

  it('ignores sends while a request is in flight', async () => {
    const stream = controlledEventStream();
    const answers = [
      stream.response,
      streamedAnswer(buildChatResponse('Second', 'Next.'), ['Next.']),
    ];
    // Each request gets its own response: a body can be read once.
    const { chatBodies } = fakeCoachApi({
      'GET /api/coach/history': history(),
      'POST /api/coach/chat': () => answers.shift() ?? stream.response,
    });
    const { input } = await openChat();
    await userEvent.type(input, 'First{Enter}');
    await screen.findByTestId('coach-typing');
    await userEvent.type(input, 'Second{Enter}');
    expect(chatBodies()).toEqual([{ message: 'First', runId: RUN_ID }]);
    expect((input as HTMLTextAreaElement).value).toBe('Second');
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
      true,
    );

    stream.write(sseEvent('done', buildChatResponse('First', 'One at a time.')));
    stream.close();
    expect(await screen.findByText('One at a time.')).toBeTruthy();
    await userEvent.type(input, '{Enter}');
    expect(chatBodies()).toHaveLength(2);
    expect(await screen.findByText('Next.')).toBeTruthy();
  });

  it('shows a counter near the 2,000-character limit and stops at it', async () => {
    fakeCoachApi({ 'GET /api/coach/history': history() });
    const { input } = await openChat();
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1_799));
    expect(screen.queryByTestId('coach-counter')).toBeNull();
    await userEvent.paste('x');
    expect(screen.getByTestId('coach-counter').textContent).toBe('1,800 / 2,000 characters');
    await userEvent.paste('x'.repeat(400));
    expect((input as HTMLTextAreaElement).value).toHaveLength(2_000);
    expect(screen.getByTestId('coach-counter').textContent).toBe('2,000 / 2,000 characters');
  });
});

describe('coach chat: streaming', () => {
  it('shows a typing indicator, then the reply as it streams, then the stored answer', async () => {
    const stream = controlledEventStream();
    fakeCoachApi({
      'GET /api/coach/history': history(),
      'POST /api/coach/chat': () => stream.response,
    });
    const { input, log } = await openChat();
    await userEvent.type(input, 'What should I play?{Enter}');
    expect(within(log).getByText('What should I play?')).toBeTruthy();
    expect(screen.getByTestId('coach-typing').textContent).toContain('The coach is thinking…');

    stream.write(sseEvent('delta', { text: '### Best play: Pair\n\nPlay **K♠' }));
    const streaming = await screen.findByTestId('coach-message-assistant');
    expect(screen.queryByTestId('coach-typing')).toBeNull();
    expect(streaming.getAttribute('aria-busy')).toBe('true');
    expect(within(streaming).getByRole('heading', { name: 'Best play: Pair' })).toBeTruthy();
    expect(streaming.textContent).toContain('Play **K♠');

    // A chunk may end in the middle of an event.
    stream.write('event: delta\ndata: {"text":" K♥**"}');
    stream.write('\n\n');
    await waitFor(() => expect(streaming.querySelector('strong')?.textContent).toBe('K♠ K♥'));

    const reply = '### Best play: Pair\n\nPlay **K♠ K♥** (2 cards).';
    stream.write(sseEvent('done', buildChatResponse('What should I play?', reply)));
    stream.close();
    await waitFor(() => expect(screen.getByText('(2 cards).', { exact: false })).toBeTruthy());
    const final = screen.getByTestId('coach-message-assistant');
    expect(final.hasAttribute('aria-busy')).toBe(false);
    expect(final.querySelector('time')).not.toBeNull();
    expect(within(log).getAllByText('What should I play?')).toHaveLength(1);
  });
});

describe('coach chat: Connection Issue (docs/product/coach.md)', () => {
  it.each([
    ['a network failure', networkError, COACH_FAILURE_TEXTS.network],
    ['a 500', () => errorResponse(500, 'INTERNAL', 'Boom'), COACH_FAILURE_TEXTS.serverError],
    ['a 404', () => errorResponse(404, 'NOT_FOUND', 'No such run'), COACH_FAILURE_TEXTS.notFound],
    [
      'a 429',
      () => errorResponse(429, 'RATE_LIMITED', 'Rate limit exceeded, retry in 1 minute'),
      'Connection error: Rate limit exceeded, retry in 1 minute',
    ],
    [
      'a 403',
      () => errorResponse(403, 'SUBSCRIPTION_REQUIRED', 'This needs an active subscription.'),
      'Connection error: This needs an active subscription.',
    ],
    [
      'an error event in the stream',
      () => {
        const stream = controlledEventStream();
        stream.write(sseEvent('delta', { text: 'Half' }));
        stream.write(sseEvent('error', { error: { code: 'INTERNAL', message: 'Oops' } }));
        stream.close();
        return stream.response;
      },
      COACH_FAILURE_TEXTS.serverError,
    ],
    [
      'a stream that breaks off',
      () => {
        const stream = controlledEventStream();
        stream.write(sseEvent('delta', { text: 'Half' }));
        stream.close();
        return stream.response;
      },
      'Connection error: The answer was cut off. Please try again.',
    ],
  ])('renders %s as an AI message headed Connection Issue', async (_, respond, text) => {
    fakeCoachApi({ 'GET /api/coach/history': history(), 'POST /api/coach/chat': respond });
    const { input, log } = await openChat();
    await userEvent.type(input, 'Can I beat this blind?{Enter}');
    const failure = await screen.findByTestId('coach-message-error');
    expect(within(failure).getByText('Connection Issue')).toBeTruthy();
    expect(within(failure).getByText(text)).toBeTruthy();
    expect(within(log).getByText('Can I beat this blind?')).toBeTruthy();
    expect(screen.queryByTestId('coach-typing')).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('shows an answer the server stored as a failure the same way', async () => {
    fakeCoachApi({
      'GET /api/coach/history': history(),
      'POST /api/coach/chat': () =>
        streamedAnswer(buildChatResponse('Hi', COACH_FAILURE_TEXTS.notConfigured, true), []),
    });
    const { input } = await openChat();
    await userEvent.type(input, 'Hi{Enter}');
    const failure = await screen.findByTestId('coach-message-error');
    expect(failure.textContent).toContain(`Connection Issue${COACH_FAILURE_TEXTS.notConfigured}`);
  });
});
