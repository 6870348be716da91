import { TeamOverview } from '../features/team/components/team-overview.tsx';

export default function TeamPage() {
  return <TeamOverview />;
}
