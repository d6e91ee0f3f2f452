import { POKER_HAND_NAMES } from '@jokerwise/game';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { EDITION_LABELS, formatMoney, formatNumber } from '../../lib/format';
import {
  describeBlind,
  describeJokerState,
  describeSkipped,
  describeTags,
  shortCard,
} from '../lib/preview-text';
import type { SaveFileImport } from '../lib/read-save-file';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-surface-sunken/60 px-3 py-2">
      <dt className="text-[0.68rem] font-bold tracking-[0.12em] text-fg-subtle uppercase">
        {label}
      </dt>
      <dd data-testid={testId} className="font-semibold break-words text-fg tabular-nums">
        {value}
      </dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-1.5">
      <h3 className="text-sm font-bold text-fg">{title}</h3>
      {children}
    </section>
  );
}

const list = 'flex flex-wrap gap-1.5 text-sm text-fg-muted';

/** What the import will put into the workspace, and what it leaves out. */
export function SaveImportPreview({ imported }: { imported: SaveFileImport }) {
  const { state, hand, extras, skipped, notices } = imported;
  const levels = POKER_HAND_NAMES.filter((name) => extras.handLevels[name] > 1);
  const tags = describeTags(state);
  return (
    <div className="grid gap-4" data-testid="save-import-preview">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Fact label="Deck" value={state.deck} />
        <Fact label="Stake" value={state.stake} />
        <Fact label="Ante" value={String(state.ante)} testId="save-preview-ante" />
        <Fact label="Blind" value={`${describeBlind(imported)} (round ${state.round})`} />
        <Fact label="Money" value={formatMoney(state.money)} testId="save-preview-money" />
        <Fact label="Hands · discards" value={`${state.hands} · ${state.discards}`} />
      </dl>
      <Group title={`Jokers (${state.jokers.length})`}>
        {state.jokers.length === 0 ? (
          <p className="text-sm text-fg-muted">None</p>
        ) : (
          <ol className="grid gap-1 text-sm" data-testid="save-preview-jokers">
            {state.jokers.map((joker, index) => {
              const detail = extras.jokers[index];
              const shows = describeJokerState(detail?.state);
              return (
                <li key={`${joker.name}-${index}`} className="flex flex-wrap items-center gap-1.5">
                  <span className="font-semibold text-fg">{joker.name}</span>
                  {joker.edition && <Badge variant="info">{EDITION_LABELS[joker.edition]}</Badge>}
                  {joker.stickers.map((sticker) => (
                    <Badge key={sticker}>{sticker}</Badge>
                  ))}
                  {shows && <span className="text-fg-muted">{shows}</span>}
                  {detail && <span className="text-fg-subtle">sells ${detail.sellValue}</span>}
                </li>
              );
            })}
          </ol>
        )}
      </Group>
      <Group title={`Cards in hand (${hand.length})`}>
        <p className={list} data-testid="save-preview-hand">
          {hand.length === 0
            ? 'None: the game was saved between blinds.'
            : hand.map(shortCard).join(' ')}
        </p>
      </Group>
      {(state.consumables.length > 0 || state.vouchers.length > 0) && (
        <Group title="Consumables and vouchers">
          <p className={list}>
            {[...state.consumables.map((card) => card.name), ...state.vouchers].join(', ')}
          </p>
        </Group>
      )}
      {tags.length > 0 && (
        <Group title="Tags">
          <p className={list} data-testid="save-preview-tags">
            {tags.join(' · ')}
          </p>
        </Group>
      )}
      {levels.length > 0 && (
        <Group title="Hand levels">
          <p className={list}>
            {levels.map((name) => `${name} ${extras.handLevels[name]}`).join(', ')}
          </p>
        </Group>
      )}
      {state.isShopOpen && (
        <Group title={`Shop (${state.shopItems.length})`}>
          <p className={list}>
            {state.shopItems.map((item) => `${item.name ?? item.type} $${item.price}`).join(', ')}
          </p>
        </Group>
      )}
      <p className="text-sm text-fg-muted">
        Deck: {formatNumber(extras.deck.length)} cards left of {formatNumber(extras.fullDeckSize)}.
        Saved by Balatro {extras.gameVersion}.
      </p>
      {(skipped.length > 0 || notices.length > 0) && (
        <Group title="Left out">
          {notices.map((notice) => (
            <p key={notice.code} className="text-sm text-gold-200">
              {notice.message}
            </p>
          ))}
          <ul
            className="list-inside list-disc text-sm text-fg-muted"
            data-testid="save-preview-skipped"
          >
            {skipped.map((item, index) => (
              <li key={`${item.area}-${item.item}-${index}`}>{describeSkipped(item)}</li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}
