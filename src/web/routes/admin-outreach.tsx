import { useT } from '../i18n/use-t';
import { AdminGate } from '../components/admin-gate';
import { OutreachTabs } from '../features/admin-outreach/outreach-tabs';

// /admin/outreach, with real users from the server and admins only (docs/product.md#admin-pages).
export function Component() {
  const t = useT('admin');
  const TITLE = t('admin.outreachTitle');
  return (
    <AdminGate title={TITLE}>
      <div className="mx-auto grid max-w-4xl gap-4">
        <h1 className="text-3xl font-extrabold text-violet-900">{TITLE}</h1>
        <p className="text-lg">{t('admin.outreachIntro')}</p>
        <OutreachTabs />
      </div>
    </AdminGate>
  );
}
