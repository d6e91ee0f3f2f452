import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseInline', () => {
  it.each([
    ['**Flush** wins', [{ type: 'strong', children: [text('Flush')] }, text(' wins')]],
    ['__bold__', [{ type: 'strong', children: [text('bold')] }]],
    ['an *italic* word', [text('an '), { type: 'em', children: [text('italic')] }, text(' word')]],
    ['_Lucky cards_ skip', [{ type: 'em', children: [text('Lucky cards')] }, text(' skip')]],
    ['`x2 Mult`', [{ type: 'code', text: 'x2 Mult' }]],
    ['`**not bold**`', [{ type: 'code', text: '**not bold**' }]],
    [
      '*a **b** c*',
      [
        {
          type: 'em',
          children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')],
        },
      ],
    ],
    ['line\nbreak', [text('line'), { type: 'break' }, text('break')]],
  ])('%j', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it.each([
    ['snake_case_name stays', 'snake_case_name stays'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['an **unclosed bold', 'an **unclosed bold'],
    ['\\*escaped\\*', '*escaped*'],
    ['×1.5 Mult → **', '×1.5 Mult → **'],
  ])('keeps %j as text', (source, expected) => {
    expect(parseInline(source)).toEqual([text(expected)]);
  });
});

describe('parseMarkdown', () => {
  it('reads the blocks of a coach answer', () => {
    const answer = [
      '### Best play: Flush',
      '',
      'Play **K♥ Q♥ 9♥ 5♥ 2♥** (5 cards).',
      '',
      '- **Flush** (level 1): base 35 × 4',
      '- target 300: **enough**',
      '',
      '1. Buy the Joker',
      '2. Keep $25',
      '',
      '| Blind | Target |',
      '|---|--:|',
      '| Small | **300** |',
      '| Big | 450 |',
      '',
      '---',
    ].join('\n');
    expect(parseMarkdown(answer)).toEqual([
      { type: 'heading', level: 3, children: [text('Best play: Flush')] },
      {
        type: 'paragraph',
        children: [
          text('Play '),
          { type: 'strong', children: [text('K♥ Q♥ 9♥ 5♥ 2♥')] },
          text(' (5 cards).'),
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ type: 'strong', children: [text('Flush')] }, text(' (level 1): base 35 × 4')],
          [text('target 300: '), { type: 'strong', children: [text('enough')] }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [[text('Buy the Joker')], [text('Keep $25')]],
      },
      {
        type: 'table',
        align: [null, 'right'],
        header: [[text('Blind')], [text('Target')]],
        rows: [
          [[text('Small')], [{ type: 'strong', children: [text('300')] }]],
          [[text('Big')], [text('450')]],
        ],
      },
      { type: 'rule' },
    ]);
  });

  it('keeps lines of a paragraph as line breaks and stops it at a list', () => {
    expect(parseMarkdown('first\nsecond\n- item')).toEqual([
      { type: 'paragraph', children: [text('first'), { type: 'break' }, text('second')] },
      { type: 'list', ordered: false, start: 1, items: [[text('item')]] },
    ]);
  });

  it('numbers an ordered list from its first number and reads fenced code as is', () => {
    expect(parseMarkdown('3. three\n4. four\n\n```\n**raw**\n```')).toEqual([
      { type: 'list', ordered: true, start: 3, items: [[text('three')], [text('four')]] },
      { type: 'code', text: '**raw**' },
    ]);
  });

  it('fills short table rows and keeps a pipe line without a separator as a paragraph', () => {
    expect(parseMarkdown('| a | b |\n| - | - |\n| 1 |')).toEqual([
      {
        type: 'table',
        align: [null, null],
        header: [[text('a')], [text('b')]],
        rows: [[[text('1')], []]],
      },
    ]);
    expect(parseMarkdown('a | b')).toEqual([{ type: 'paragraph', children: [text('a | b')] }]);
  });

  it('does not change its input', () => {
    const source = Object.freeze('**x**');
    parseMarkdown(source);
    expect(source).toBe('**x**');
  });
});
