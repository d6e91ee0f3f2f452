import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings, emphasis, code, lists and tables as elements', () => {
    const { container } = render(
      <Markdown
        text={[
          '### Best play: Flush',
          'Play **K♥ Q♥** and *keep* `Blueprint`.',
          '- first',
          '- second',
          '1. one',
          '',
          '| Blind | Target |',
          '|---|---|',
          '| Boss | **600** |',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Best play: Flush' }).tagName).toBe('H4');
    expect(container.querySelector('strong')?.textContent).toBe('K♥ Q♥');
    expect(container.querySelector('em')?.textContent).toBe('keep');
    expect(container.querySelector('code')?.textContent).toBe('Blueprint');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first', 'second']);
    expect(numbers?.tagName).toBe('OL');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Blind', 'Target']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Boss', '600']);
  });

  it('colours the red suits and keeps the text whole', () => {
    const { container } = render(<Markdown text="Play **K♥ K♠ 5♦**" />);
    const strong = container.querySelector('strong');
    expect(strong?.textContent).toBe('K♥ K♠ 5♦');
    expect([...(strong?.querySelectorAll('span') ?? [])].map((span) => span.textContent)).toEqual([
      '♥',
      '♦',
    ]);
  });

  it('shows raw HTML as the characters typed, never as markup', () => {
    const html = '<img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold?</b>';
    const { container } = render(<Markdown text={`${html}\n\n- <a href="javascript:1">x</a>`} />);
    expect(container.querySelector('img, script, b, a')).toBeNull();
    expect(screen.getByText(html)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('<a href="javascript:1">x</a>');
  });
});
