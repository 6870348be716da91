import { GetInvolved } from '../features/get-involved/components/get-involved.tsx';

export default function DonatePage() {
  return <GetInvolved />;
}
