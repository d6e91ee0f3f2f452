/*
 * A small markdown reader for the coach's answers: paragraphs, headings, bullet and numbered
 * lists, simple tables, fenced code, rules, and inline **bold**, *italic*, `code`. It returns
 * a plain tree that components/markdown.tsx turns into React elements, so any HTML in a
 * message stays text (React escapes it) and nothing is ever injected as markup.
 */

export type MarkdownInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly MarkdownInline[] }
  | { readonly type: 'em'; readonly children: readonly MarkdownInline[] }
  | { readonly type: 'break' };

export type TableAlign = 'left' | 'center' | 'right' | null;

export type MarkdownBlock =
  | {
      readonly type: 'heading';
      readonly level: number;
      readonly children: readonly MarkdownInline[];
    }
  | { readonly type: 'paragraph'; readonly children: readonly MarkdownInline[] }
  | {
      readonly type: 'list';
      readonly ordered: boolean;
      readonly start: number;
      readonly items: readonly (readonly MarkdownInline[])[];
    }
  | {
      readonly type: 'table';
      readonly align: readonly TableAlign[];
      readonly header: readonly (readonly MarkdownInline[])[];
      readonly rows: readonly (readonly (readonly MarkdownInline[])[])[];
    }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s{0,3}```/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|>~<]/;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** Where a `delimiter` run closes the span opened at `from`, or -1. */
function findClosing(text: string, delimiter: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') {
      index += 1;
      continue;
    }
    if (text[index] === '`') {
      const end = text.indexOf('`', index + 1);
      if (end !== -1) index = end;
      continue;
    }
    if (!text.startsWith(delimiter, index)) continue;
    const isDouble = delimiter.length === 2;
    const char = delimiter[0];
    // A single delimiter skips over a double one (the bold inside an italic span).
    if (!isDouble && text[index + 1] === char) {
      index += 1;
      continue;
    }
    if (/\s/.test(text[index - 1] ?? ' ')) continue;
    if (char === '_' && isWordChar(text[index + delimiter.length])) continue;
    return index;
  }
  return -1;
}

function readEmphasis(text: string, index: number): { node: MarkdownInline; end: number } | null {
  const char = text[index];
  if (char !== '*' && char !== '_') return null;
  if (char === '_' && isWordChar(text[index - 1])) return null;
  const delimiter = text[index + 1] === char ? char + char : char;
  const start = index + delimiter.length;
  if (/\s/.test(text[start] ?? ' ')) return null;
  const close = findClosing(text, delimiter, start);
  if (close === -1 || close === start) return null;
  const children = parseInline(text.slice(start, close));
  const node: MarkdownInline =
    delimiter.length === 2 ? { type: 'strong', children } : { type: 'em', children };
  return { node, end: close + delimiter.length };
}

function readCode(text: string, index: number): { node: MarkdownInline; end: number } | null {
  if (text[index] !== '`') return null;
  let ticks = 1;
  while (text[index + ticks] === '`') ticks += 1;
  const fence = '`'.repeat(ticks);
  const close = text.indexOf(fence, index + ticks);
  if (close === -1) return null;
  const code = text.slice(index + ticks, close);
  const trimmed = /^ .* $/.test(code) ? code.slice(1, -1) : code;
  return { node: { type: 'code', text: trimmed }, end: close + ticks };
}

/** Inline spans of one block's text; a newline inside a block is a line break. */
export function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  for (let index = 0; index < text.length;) {
    const char = text[index] ?? '';
    if (char === '\\' && ESCAPABLE.test(text[index + 1] ?? '')) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (char === '\n') {
      flush();
      nodes.push({ type: 'break' });
      index += 1;
      continue;
    }
    const span = readCode(text, index) ?? readEmphasis(text, index);
    if (span) {
      flush();
      nodes.push(span.node);
      index = span.end;
      continue;
    }
    plain += char;
    index += 1;
  }
  flush();
  return nodes;
}

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function readAlign(cell: string): TableAlign {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  if (left && right) return 'center';
  if (right) return 'right';
  return left ? 'left' : null;
}

function isTableStart(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  const next = lines[index + 1] ?? '';
  return line.includes('|') && next.includes('|') && TABLE_SEPARATOR.test(next);
}

function startsBlock(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  return (
    line.trim() === '' ||
    HEADING.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    RULE.test(line) ||
    FENCE.test(line) ||
    isTableStart(lines, index)
  );
}

type Reader = (lines: readonly string[], index: number) => { block: MarkdownBlock; next: number };

const readTable: Reader = (lines, index) => {
  const header = splitRow(lines[index] ?? '');
  const align = splitRow(lines[index + 1] ?? '').map(readAlign);
  const rows: MarkdownInline[][][] = [];
  let next = index + 2;
  while (next < lines.length && (lines[next] ?? '').includes('|') && lines[next]?.trim()) {
    const cells = splitRow(lines[next] ?? '');
    rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
    next += 1;
  }
  return {
    block: { type: 'table', align, header: header.map((cell) => parseInline(cell)), rows },
    next,
  };
};

const readList: Reader = (lines, index) => {
  const ordered = NUMBERED.test(lines[index] ?? '');
  const pattern = ordered ? NUMBERED : BULLET;
  const start = ordered ? Number(NUMBERED.exec(lines[index] ?? '')?.[1] ?? 1) : 1;
  const items: string[] = [];
  let next = index;
  while (next < lines.length) {
    const line = lines[next] ?? '';
    const match = pattern.exec(line);
    if (match) {
      items.push(ordered ? (match[2] ?? '') : (match[1] ?? ''));
    } else if (/^\s+\S/.test(line) && items.length > 0 && !startsBlock(lines, next)) {
      // An indented line continues the item above it.
      items[items.length - 1] += `\n${line.trim()}`;
    } else {
      break;
    }
    next += 1;
  }
  return {
    block: { type: 'list', ordered, start, items: items.map((item) => parseInline(item)) },
    next,
  };
};

const readFence: Reader = (lines, index) => {
  const body: string[] = [];
  let next = index + 1;
  while (next < lines.length && !FENCE.test(lines[next] ?? '')) {
    body.push(lines[next] ?? '');
    next += 1;
  }
  return { block: { type: 'code', text: body.join('\n') }, next: next + 1 };
};

const readParagraph: Reader = (lines, index) => {
  const body = [lines[index] ?? ''];
  let next = index + 1;
  while (next < lines.length && !startsBlock(lines, next)) {
    body.push(lines[next] ?? '');
    next += 1;
  }
  const text = body.map((line) => line.trim()).join('\n');
  return { block: { type: 'paragraph', children: parseInline(text) }, next };
};

function readBlock(
  lines: readonly string[],
  index: number,
): { block: MarkdownBlock; next: number } {
  const line = lines[index] ?? '';
  const heading = HEADING.exec(line);
  if (heading) {
    const children = parseInline(heading[2] ?? '');
    return {
      block: { type: 'heading', level: heading[1]?.length ?? 1, children },
      next: index + 1,
    };
  }
  if (FENCE.test(line)) return readFence(lines, index);
  if (RULE.test(line)) return { block: { type: 'rule' }, next: index + 1 };
  if (isTableStart(lines, index)) return readTable(lines, index);
  if (BULLET.test(line) || NUMBERED.test(line)) return readList(lines, index);
  return readParagraph(lines, index);
}

/** The blocks of a markdown text. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    if ((lines[index] ?? '').trim() === '') {
      index += 1;
      continue;
    }
    const { block, next } = readBlock(lines, index);
    blocks.push(block);
    index = next;
  }
  return blocks;
}
