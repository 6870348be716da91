import { ComingSoonScreen } from '../features/coming-soon/components/coming-soon-screen.tsx';
import { Island } from '#client/islands/island.tsx';

export default function ComingSoonPage() {
  return (
    <Island name="coming-soon">
      <ComingSoonScreen />
    </Island>
  );
}
