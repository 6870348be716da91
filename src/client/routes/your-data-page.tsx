import { YourDataPageContent } from '../features/your-data/components/your-data-page-content.tsx';

export default function YourDataPage() {
  return <YourDataPageContent />;
}
