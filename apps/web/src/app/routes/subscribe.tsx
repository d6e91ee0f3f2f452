import { SubscribePage } from '../../features/billing';

/** /subscribe, where the guards send a signed-in player without access. */
export function SubscribeRoute() {
  return <SubscribePage />;
}
