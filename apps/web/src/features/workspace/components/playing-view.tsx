import { PRODUCT_NAME, type WorkspaceDocument } from '@jokerwise/contracts';
import {
  answerMoneyUpdate,
  dismissPrompt,
  getOfferedTag,
  getRoundMoney,
  playNextRound,
  recordDiscard,
  recordHandPlayed,
  selectBossBlind,
  setOfferedTag,
  skipBlindAndRecord,
  spendHeldTag,
  transitionWizard,
  type BossBlindName,
  type RoundMoney,
  type RunActionName,
  type RunResult,
  type RunState,
  type TagName,
} from '@jokerwise/game';
import {
  Hammer,
  History,
  MessageCircle,
  RotateCcw,
  Spade,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { HistoryTab } from '../history';
import { PokerHandsTab } from '../poker-hands';
import { SaveImportBar, SaveImportCard } from '../save-import';
import { createNewGameDocument } from '../lib/document';
import { BLIND_LABELS } from '../lib/format';
import {
  applyMove,
  applyRunResult,
  applyRunState,
  NEW_RUN,
  type DocumentChange,
} from '../lib/run-actions';
import { clearTrackerSession } from '../lib/tracker-session';
import { BossBanner } from './boss-banner';
import { BuildTab } from './build-tab';
import { ChatShell } from './chat-shell';
import { ConfirmRunDialog } from './confirm-run-dialog';
import { CurrentBlind } from './current-blind';
import { NewGameTab } from './new-game-tab';
import { RunHeader, type RunHeaderUndo } from './run-header';
import { SelectBossDialog } from './select-boss-dialog';
import { ShopTab } from './shop-tab';
import { TagPickerDialog } from './tag-picker-dialog';
import { UpdateMoneyDialog } from './update-money-dialog';

export type WorkspaceTab = 'build' | 'poker-hands' | 'shop' | 'history' | 'new-game' | 'chat';

const CHAT_TITLE = `${PRODUCT_NAME} Chat`;

// docs/product/workspace.md: five tabs, and History; Chat is 'Chat' at 768 px or less and
// '{product} Chat' above.
const TABS: ReadonlyArray<{ value: WorkspaceTab; label: string; short: string; icon: LucideIcon }> =
  [
    { value: 'build', label: 'Current Build', short: 'Build', icon: Hammer },
    { value: 'poker-hands', label: 'Poker Hands', short: 'Hands', icon: Spade },
    { value: 'shop', label: 'Shop', short: 'Shop', icon: Store },
    { value: 'history', label: 'History', short: 'History', icon: History },
    { value: 'new-game', label: 'New Game', short: 'New', icon: RotateCcw },
    { value: 'chat', label: CHAT_TITLE, short: 'Chat', icon: MessageCircle },
  ];

export interface PlayingViewProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
  chat: ReactNode;
  undo: RunHeaderUndo;
}

/** The playing stage: run status, boss banner, the five tabs and the prompts of docs/product/workspace.md. */
export function PlayingView({ document, onChange, chat, undo }: PlayingViewProps) {
  const run = document.state;
  const offered = getOfferedTag(run);
  const [tab, setTab] = useState<WorkspaceTab>('build');
  const [isBossPickerOpen, setBossPickerOpen] = useState(false);
  const [isMoneyEditOpen, setMoneyEditOpen] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isLoadConfirmOpen, setLoadConfirmOpen] = useState(false);
  const [isSkipOpen, setSkipOpen] = useState(false);
  // What the round just played pays, worked out before Next Round resets its hands.
  const [roundMoney, setRoundMoney] = useState<RoundMoney | null>(null);
  const [isChatExpanded, setChatExpanded] = useState(false);
  const [dismissedPrompt, setDismissedPrompt] = useState<RunState['prompt']>(null);

  const prompt = run.prompt;
  const isBossPromptOpen = prompt?.kind === 'select-boss' && dismissedPrompt !== prompt;
  const moneyPromptRound = prompt?.kind === 'update-money' ? prompt.round : null;

  // The shop opens after Next Round and after the boss pick (docs/product/workspace.md).
  const applyAndOpenShop = (result: RunResult<RunState>, action: RunActionName) => {
    if (
      applyRunResult(document, onChange, result, { action }) &&
      result.ok &&
      result.value.isShopOpen
    ) {
      setTab('shop');
    }
  };

  const nextRound = () => {
    setRoundMoney(getRoundMoney(run));
    applyAndOpenShop(playNextRound(run), 'Next Round');
  };

  const skipBlind = (tag: TagName) => {
    setSkipOpen(false);
    applyMove(document, onChange, skipBlindAndRecord(run, tag), { action: 'Skip Blind' });
  };

  const chooseBoss = (boss: BossBlindName) => {
    setBossPickerOpen(false);
    applyAndOpenShop(selectBossBlind(run, boss), 'Select Boss');
  };

  const submitMoney = (money: number) => {
    setMoneyEditOpen(false);
    setRoundMoney(null);
    applyRunState(document, onChange, answerMoneyUpdate(run, money), { action: 'Money Change' });
  };

  const dismissMoney = () => {
    setMoneyEditOpen(false);
    setRoundMoney(null);
    if (moneyPromptRound !== null) applyRunState(document, onChange, dismissPrompt(run));
  };

  const startNewGame = () => {
    setConfirmOpen(false);
    clearTrackerSession();
    onChange(createNewGameDocument(), NEW_RUN);
  };

  const startLoadGame = () => {
    setLoadConfirmOpen(false);
    applyRunResult(document, onChange, transitionWizard(run, { type: 'START_LOAD' }));
  };

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <RunHeader
        run={run}
        onNextRound={nextRound}
        onSkipBlind={() => setSkipOpen(true)}
        onEditMoney={() => setMoneyEditOpen(true)}
        undo={undo}
      />
      <SaveImportBar document={document} onChange={onChange} />
      <BossBanner run={run} onSelectBoss={() => setBossPickerOpen(true)} />
      <CurrentBlind
        run={run}
        onHandPlayed={(score) =>
          applyRunState(document, onChange, recordHandPlayed(run, score), { action: 'Hand Played' })
        }
        onDiscard={() =>
          applyRunState(document, onChange, recordDiscard(run), { action: 'Discard' })
        }
        onOfferTag={(tag) => applyRunResult(document, onChange, setOfferedTag(run, tag))}
        onSpendTag={(index) =>
          applyMove(document, onChange, spendHeldTag(run, index), { action: 'Tag Used' })
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as WorkspaceTab)}>
        <TabsList aria-label="Workspace sections" className="sm:w-full md:w-auto">
          {TABS.map(({ value, label, short, icon: Icon }) => (
            <TabsTrigger key={value} value={value} data-testid={`workspace-tab-${value}`}>
              <Icon aria-hidden="true" />
              <span className="min-[769px]:hidden">{short}</span>
              <span className="hidden min-[769px]:inline">{label}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="build">
          <BuildTab document={document} onChange={onChange} />
        </TabsContent>
        <TabsContent value="poker-hands">
          <PokerHandsTab document={document} onChange={onChange} />
        </TabsContent>
        <TabsContent value="shop">
          <ShopTab document={document} onChange={onChange} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab run={run} />
        </TabsContent>
        <TabsContent value="new-game" className="flex flex-col gap-4 sm:gap-5">
          <NewGameTab
            onNewGame={() => setConfirmOpen(true)}
            onLoadGame={() => setLoadConfirmOpen(true)}
          />
          <SaveImportCard document={document} onChange={onChange} />
        </TabsContent>
        {/* Kept mounted so a conversation survives switching tabs. */}
        <TabsContent value="chat" forceMount className="data-[state=inactive]:hidden">
          <ChatShell
            title={CHAT_TITLE}
            isExpanded={isChatExpanded}
            onExpandedChange={setChatExpanded}
          >
            {chat}
          </ChatShell>
        </TabsContent>
      </Tabs>

      <SelectBossDialog
        open={isBossPickerOpen || isBossPromptOpen}
        ante={run.ante}
        selected={run.bossBlind}
        onOpenChange={(open) => {
          if (open) return;
          setBossPickerOpen(false);
          setDismissedPrompt(prompt);
        }}
        onSelect={chooseBoss}
      />
      <UpdateMoneyDialog
        open={!isBossPromptOpen && (moneyPromptRound !== null || isMoneyEditOpen)}
        round={moneyPromptRound ?? run.round}
        money={run.money}
        roundMoney={moneyPromptRound === null ? null : roundMoney}
        onSubmit={submitMoney}
        onDismiss={dismissMoney}
      />
      <ConfirmRunDialog
        question="new-game"
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={startNewGame}
      />
      <ConfirmRunDialog
        question="load-game"
        open={isLoadConfirmOpen}
        onOpenChange={setLoadConfirmOpen}
        onConfirm={startLoadGame}
      />
      <TagPickerDialog
        open={isSkipOpen}
        onOpenChange={setSkipOpen}
        title={`Skip the ${BLIND_LABELS[run.blindType]}`}
        description={
          offered === null
            ? 'Choose the Tag your game offers for skipping it. No reward or shop for this blind.'
            : `Your game offers the ${offered} for skipping it. No reward or shop for this blind.`
        }
        ante={run.ante}
        offered={offered}
        onPick={skipBlind}
      />
    </div>
  );
}
