import { Suspense } from 'react';
import { Tabs } from 'radix-ui';
import { preloadable, usePreloadAfterPageShown } from '../../lib/preloadable';
import { useT } from '../../i18n/use-t';
import { IndividualEmailForm } from './individual-email-form';

// The Bulk Email tab (with its Radix confirmation dialog) is not the one shown first: it loads
// once the page is shown (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const bulkForm = preloadable(() => import('./bulk-email-form').then((m) => m.BulkEmailForm));

const tabClass =
  'min-h-11 rounded-t-2xl px-5 font-bold text-violet-800 data-[state=active]:bg-white data-[state=active]:text-violet-900 data-[state=inactive]:bg-violet-100';

/** /admin/outreach (docs/product.md#admin-pages): tabs Individual Email and Bulk Email. */
export function OutreachTabs() {
  const t = useT('admin');
  usePreloadAfterPageShown(bulkForm.load);
  return (
    <Tabs.Root defaultValue="individual">
      <Tabs.List aria-label={t('admin.outreach.emailType')} className="flex gap-2">
        <Tabs.Trigger value="individual" className={tabClass}>
          {t('admin.outreach.individualTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="bulk" className={tabClass}>
          {t('admin.outreach.bulkTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="individual" className="rounded-b-3xl rounded-tr-3xl bg-white p-5 shadow">
        <IndividualEmailForm />
      </Tabs.Content>
      <Tabs.Content value="bulk" className="rounded-b-3xl rounded-tr-3xl bg-white p-5 shadow">
        <Suspense fallback={<p role="status">{t('admin.outreach.loading')}</p>}>
          <bulkForm.Component />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
