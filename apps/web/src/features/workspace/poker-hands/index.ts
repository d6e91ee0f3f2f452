export { PokerHandsTab, type PokerHandsTabProps } from './poker-hands-tab';
export { hasSharedScenario } from './lib/scenario-codec';
