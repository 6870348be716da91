import { VisionAndMission } from '../features/vision/components/vision-and-mission.tsx';

export default function VisionPage() {
  return <VisionAndMission />;
}
