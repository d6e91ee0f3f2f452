import { useNavigation } from 'react-router';

/** A thin gold bar at the top while a lazy route or loader is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-gold-400/15"
    >
      <div className="h-full w-2/5 animate-progress bg-linear-to-r from-transparent via-gold-300 to-transparent" />
    </div>
  );
}
