import { useT } from '../i18n/use-t';
import { AdminGate } from '../components/admin-gate';
import { FeedbackList } from '../features/admin-feedback/feedback-list';
import { AnalyticsSummary } from '../features/admin-analytics/analytics-summary';

// /admin/feedback: total count, cards or 'No feedback yet'; admins only (docs/product.md#admin-pages).
export function Component() {
  const t = useT('admin');
  const TITLE = t('admin.feedbackTitle');
  return (
    <AdminGate title={TITLE}>
      <div className="mx-auto grid max-w-4xl gap-6">
        <h1 className="text-3xl font-extrabold text-violet-900">{TITLE}</h1>
        <FeedbackList />
        <AnalyticsSummary />
      </div>
    </AdminGate>
  );
}
