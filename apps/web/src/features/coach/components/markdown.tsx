import { Fragment, type ReactNode } from 'react';
import { cn } from '../../../utils/cn';
import {
  parseMarkdown,
  type MarkdownBlock,
  type MarkdownInline,
  type TableAlign,
} from '../lib/markdown';

// Renders the coach's markdown as React elements: text is always escaped by React, so HTML in a
// message shows as the characters typed (never dangerouslySetInnerHTML).

const RED_SUITS = /([♥♦])/;

/** Red suit symbols in red, as on the cards (the card editor colours them the same way). */
function renderText(text: string, key: number): ReactNode {
  if (!RED_SUITS.test(text)) return text;
  return (
    <Fragment key={key}>
      {text.split(RED_SUITS).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="text-ruby-400">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </Fragment>
  );
}

function renderInline(nodes: readonly MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return renderText(node.text, index);
      case 'break':
        return <br key={index} />;
      case 'code':
        return (
          <code
            key={index}
            className="rounded-md border border-border/70 bg-surface-sunken/80 px-1.5 py-0.5 font-mono text-[0.85em] text-gold-200"
          >
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-fg">
            {renderInline(node.children)}
          </strong>
        );
      case 'em':
        return (
          <em key={index} className="italic">
            {renderInline(node.children)}
          </em>
        );
    }
  });
}

const ALIGN_CLASSES: Record<Exclude<TableAlign, null>, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
};

function alignClass(align: TableAlign | undefined): string {
  return align ? ALIGN_CLASSES[align] : 'text-left';
}

/** Headings inside a message sit below the page's and the chat's own (h1, h2). */
function Heading({ level, children }: { level: number; children: ReactNode }) {
  const className = 'font-display font-bold tracking-wide text-gold-300';
  if (level <= 2) return <h3 className={cn(className, 'text-lg')}>{children}</h3>;
  if (level === 3) return <h4 className={cn(className, 'text-base')}>{children}</h4>;
  return <h5 className={cn(className, 'text-sm')}>{children}</h5>;
}

function renderBlock(block: MarkdownBlock, index: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return (
        <Heading key={index} level={block.level}>
          {renderInline(block.children)}
        </Heading>
      );
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, itemIndex) => (
        <li key={itemIndex} className="pl-1 marker:text-gold-400/80">
          {renderInline(item)}
        </li>
      ));
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case 'table':
      return (
        <div key={index} className="max-w-full overflow-x-auto rounded-lg border border-border/70">
          <table className="w-full border-collapse text-sm tabular-nums">
            <thead className="bg-surface-sunken/70 text-fg-muted">
              <tr>
                {block.header.map((cell, column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-3 py-2 font-semibold whitespace-nowrap',
                      alignClass(block.align[column]),
                    )}
                  >
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-border/60">
                  {row.map((cell, column) => (
                    <td
                      key={column}
                      className={cn(
                        'px-3 py-1.5 whitespace-nowrap',
                        alignClass(block.align[column]),
                      )}
                    >
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre
          key={index}
          className="overflow-x-auto rounded-lg border border-border/70 bg-surface-sunken/80 p-3 font-mono text-[0.85em]"
        >
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={index} className="border-border/70" />;
  }
}

export interface MarkdownProps {
  text: string;
  className?: string;
}

export function Markdown({ text, className }: MarkdownProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2.5 break-words', className)}>
      {parseMarkdown(text).map(renderBlock)}
    </div>
  );
}
