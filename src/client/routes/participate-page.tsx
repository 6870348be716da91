import { ParticipateOverview } from '../features/participate/components/participate-overview.tsx';

export default function ParticipatePage() {
  return <ParticipateOverview />;
}
