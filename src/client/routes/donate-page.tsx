import { GetInvolved } from '../features/get-involved/components/get-involved.tsx';
import { Island } from '#client/islands/island.tsx';

export default function DonatePage() {
  return (
    <Island name="get-involved" when="address">
      <GetInvolved />
    </Island>
  );
}
