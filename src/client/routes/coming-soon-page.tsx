import { ComingSoonScreen } from '../features/coming-soon/components/coming-soon-screen.tsx';
import { Island } from '#client/islands/island.tsx';
import { COMING_SOON_INTERVAL_MS } from '#shared/constants';

export default function ComingSoonPage() {
  return (
    <Island name="coming-soon" when="motion" due={COMING_SOON_INTERVAL_MS}>
      <ComingSoonScreen />
    </Island>
  );
}
