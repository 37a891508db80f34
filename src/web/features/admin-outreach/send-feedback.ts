// The admin pages have loaded the `admin` words before any of these is sent.
import { t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast-store';

// docs/product.md#admin-pages: failures show the server's message, or 'Please try again'.
export function toastSendFailure(title: string, error: unknown): void {
  console.warn(title, error);
  toast({ title, description: error instanceof ApiError ? error.userMessage : t('admin.outreach.tryAgain'), variant: 'destructive' });
}

export function toastMissing(description: string): void {
  toast({ title: t('admin.outreach.missingInfo'), description, variant: 'destructive' });
}
