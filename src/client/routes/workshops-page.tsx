import { WorkshopSections } from '../features/workshops/components/workshop-sections.tsx';

export default function WorkshopsPage() {
  return <WorkshopSections />;
}
