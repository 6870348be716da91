import { ComingSoonScreen } from '../features/coming-soon/components/coming-soon-screen.tsx';

/** Nothing on it needs React: its picture changes by a small script of its own (decision 011). */
export default function ComingSoonPage() {
  return <ComingSoonScreen />;
}
