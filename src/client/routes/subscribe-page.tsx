import { SubscribePageContent } from '../features/subscribe/components/subscribe-page-content.tsx';

export default function SubscribePage() {
  return <SubscribePageContent />;
}
