// The AI strategy coach's public entry (docs/product/coach.md Chat; issue "AI strategy coach" §4).
export { CoachChat, type CoachChatProps } from './components/coach-chat';
