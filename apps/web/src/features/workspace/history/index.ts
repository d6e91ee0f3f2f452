// The run's history: the History tab of the playing view.
export { HistoryTab } from './components/history-tab';
