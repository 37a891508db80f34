import { useSearchParams } from 'react-router';
import { UnsubscribeConfirm } from '../features/unsubscribe/unsubscribe-confirm';

// The page behind the unsubscribe link in every outreach email.
export function Component() {
  const [params] = useSearchParams();
  return <UnsubscribeConfirm token={params.get('token') || null} />;
}
