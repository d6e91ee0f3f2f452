import { PRODUCT_NAME, type WorkspaceDocument } from '@jokerwise/contracts';
import {
  advanceRound,
  dismissPrompt,
  selectBossBlind,
  transitionWizard,
  updateMoney,
  type BossBlindName,
  type Result,
  type RunState,
} from '@jokerwise/game';
import { Hammer, MessageCircle, RotateCcw, Spade, Store, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PokerHandsTab } from '../poker-hands';
import { SaveImportBar, SaveImportCard } from '../save-import';
import { createNewGameDocument } from '../lib/document';
import { applyRunResult, applyRunState, type DocumentChange } from '../lib/run-actions';
import { clearTrackerSession } from '../lib/tracker-session';
import { BossBanner } from './boss-banner';
import { BuildTab } from './build-tab';
import { ChatShell } from './chat-shell';
import { ConfirmNewGameDialog } from './confirm-new-game-dialog';
import { NewGameTab } from './new-game-tab';
import { RunHeader } from './run-header';
import { SelectBossDialog } from './select-boss-dialog';
import { ShopTab } from './shop-tab';
import { UpdateMoneyDialog } from './update-money-dialog';

export type WorkspaceTab = 'build' | 'poker-hands' | 'shop' | 'new-game' | 'chat';

const CHAT_TITLE = `${PRODUCT_NAME} Chat`;

// spec 001 §2: five tabs; Chat is 'Chat' at 768 px or less and '{product} Chat' above.
const TABS: ReadonlyArray<{ value: WorkspaceTab; label: string; short: string; icon: LucideIcon }> =
  [
    { value: 'build', label: 'Current Build', short: 'Build', icon: Hammer },
    { value: 'poker-hands', label: 'Poker Hands', short: 'Hands', icon: Spade },
    { value: 'shop', label: 'Shop', short: 'Shop', icon: Store },
    { value: 'new-game', label: 'New Game', short: 'New', icon: RotateCcw },
    { value: 'chat', label: CHAT_TITLE, short: 'Chat', icon: MessageCircle },
  ];

export interface PlayingViewProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
  chat: ReactNode;
}

/** The playing stage: run status, boss banner, the five tabs and the prompts of spec 001 §2. */
export function PlayingView({ document, onChange, chat }: PlayingViewProps) {
  const run = document.state;
  const [tab, setTab] = useState<WorkspaceTab>('build');
  const [isBossPickerOpen, setBossPickerOpen] = useState(false);
  const [isMoneyEditOpen, setMoneyEditOpen] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isChatExpanded, setChatExpanded] = useState(false);
  const [dismissedPrompt, setDismissedPrompt] = useState<RunState['prompt']>(null);

  const prompt = run.prompt;
  const isBossPromptOpen = prompt?.kind === 'select-boss' && dismissedPrompt !== prompt;
  const moneyPromptRound = prompt?.kind === 'update-money' ? prompt.round : null;

  // The shop opens after Next Round and after the boss pick (spec 001 §4).
  const applyAndOpenShop = (result: Result<RunState>) => {
    if (applyRunResult(document, onChange, result) && result.ok && result.value.isShopOpen) {
      setTab('shop');
    }
  };

  const chooseBoss = (boss: BossBlindName) => {
    setBossPickerOpen(false);
    applyAndOpenShop(selectBossBlind(run, boss));
  };

  const submitMoney = (input: string) => {
    setMoneyEditOpen(false);
    applyRunState(document, onChange, updateMoney(run, input));
  };

  const dismissMoney = () => {
    setMoneyEditOpen(false);
    if (moneyPromptRound !== null) applyRunState(document, onChange, dismissPrompt(run));
  };

  const startNewGame = () => {
    setConfirmOpen(false);
    clearTrackerSession();
    onChange(createNewGameDocument());
  };

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <RunHeader
        run={run}
        onNextRound={() => applyAndOpenShop(advanceRound(run))}
        onEditMoney={() => setMoneyEditOpen(true)}
      />
      <SaveImportBar document={document} onChange={onChange} />
      <BossBanner run={run} onSelectBoss={() => setBossPickerOpen(true)} />
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
        <TabsContent value="new-game" className="flex flex-col gap-4 sm:gap-5">
          <NewGameTab
            onNewGame={() => setConfirmOpen(true)}
            onLoadGame={() =>
              applyRunResult(document, onChange, transitionWizard(run, { type: 'START_LOAD' }))
            }
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
        onSubmit={submitMoney}
        onDismiss={dismissMoney}
      />
      <ConfirmNewGameDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={startNewGame}
      />
    </div>
  );
}
