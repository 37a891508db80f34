import { adminMessages } from '../../../domain/admin-messages';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast-store';

// docs/product.md#admin-pages: failures show the server's message, or 'Please try again'.
export function toastSendFailure(title: string, error: unknown): void {
  console.warn(title, error);
  toast({ title, description: error instanceof ApiError ? error.userMessage : adminMessages.admin.tryAgain, variant: 'destructive' });
}

export function toastMissing(description: string): void {
  toast({ title: adminMessages.admin.missingInfo, description, variant: 'destructive' });
}
