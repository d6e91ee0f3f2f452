/*
 * An incremental reader of a `text/event-stream` body (the WHATWG server-sent events format):
 * feed it the decoded text as it arrives, in chunks of any size, and it returns the events
 * completed so far. Only what the coach stream uses is kept: the event name and its data.
 */

export interface SseEvent {
  /** The `event:` field, or 'message' when the event had none. */
  readonly event: string;
  /** The `data:` lines joined with '\n'. */
  readonly data: string;
}

export interface SseParser {
  /** Adds decoded text; returns the events it completed, in order. */
  push(chunk: string): SseEvent[];
  /** The end of the stream: an unterminated event is dropped, as the format says. */
  end(): void;
}

export function createSseParser(): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  function dispatch(events: SseEvent[]) {
    if (hasData) events.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
    hasData = false;
  }

  function readLine(line: string, events: SseEvent[]) {
    if (line === '') return dispatch(events);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
  }

  return {
    push(chunk) {
      buffer += chunk;
      const events: SseEvent[] = [];
      // Lines end in CRLF, LF or CR; a trailing CR may be the first half of a CRLF split across
      // chunks, so it waits for the next chunk.
      const pattern = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        readLine(buffer.slice(start, match.index), events);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return events;
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
      hasData = false;
    },
  };
}
