import { useParams } from 'react-router';
import { WrittenPageRoute } from '../features/pages/written-page-route.tsx';
import NotFoundPage from './not-found-page.tsx';

/** Pages the administrator writes in the dashboard, each at its own address. */
export default function WrittenPage() {
  const { slug = '' } = useParams();
  return <WrittenPageRoute slug={slug} notFound={<NotFoundPage />} />;
}
