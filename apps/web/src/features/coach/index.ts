// The AI strategy coach's public entry (docs/product/coach.md Chat).
export { CoachChat, type CoachChatProps } from './components/coach-chat';
