import { useParams } from 'react-router';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { allMenuEntries } from '#shared/content/menus';
import { ComingSoonScreen } from '../features/coming-soon/components/coming-soon-screen.tsx';

/**
 * Nothing on it needs React: its picture changes by a small script of its own (decision 011). At
 * /coming-soon/<item> it names the menu item that leads there.
 */
export default function ComingSoonPage() {
  const { item } = useParams();
  const { menus } = useSiteContent();
  const entry = item ? allMenuEntries(menus).find((candidate) => candidate.id === item) : undefined;
  return <ComingSoonScreen name={entry?.label} />;
}
