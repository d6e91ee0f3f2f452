import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n')).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('keeps an event split across chunks at any byte until it is complete', () => {
    const text = 'event: delta\ndata: {"text":"Play a Pair"}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = createSseParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual([{ event: 'delta', data: '{"text":"Play a Pair"}' }]);
    }
  });

  it('accepts CRLF and CR line endings, also a CRLF split between chunks', () => {
    const parser = createSseParser();
    expect(parser.push('event: a\r\ndata: 1\r')).toEqual([]);
    expect(parser.push('\n\r\nevent: b\rdata: 2\r\r')).toEqual([{ event: 'a', data: '1' }]);
    // The last CR may still be the start of a CRLF: the event ends with the next character.
    expect(parser.push('event: c\n')).toEqual([{ event: 'b', data: '2' }]);
  });

  it('joins data lines, ignores comments and unknown fields, defaults the name to message', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\nid: 7\nretry: 10\ndata: one\ndata:two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('dispatches nothing for an event without data and drops an unterminated one at the end', () => {
    const parser = createSseParser();
    expect(parser.push('event: ping\n\nevent: delta\ndata: {"text":"x"}\n')).toEqual([]);
    parser.end();
    expect(parser.push('data: fresh\n\n')).toEqual([{ event: 'message', data: 'fresh' }]);
  });
});
