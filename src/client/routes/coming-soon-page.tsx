import { ComingSoonScreen } from '../features/coming-soon/components/coming-soon-screen.tsx';

export default function ComingSoonPage() {
  return <ComingSoonScreen />;
}
