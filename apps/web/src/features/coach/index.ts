// The AI strategy coach's public entry (spec 001 §2/§4 Chat; issue "AI strategy coach" §4).
export { CoachChat, type CoachChatProps } from './components/coach-chat';
