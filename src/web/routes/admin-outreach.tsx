import { adminMessages } from '../../domain/admin-messages';
import { AdminGate } from '../components/admin-gate';
import { OutreachTabs } from '../features/admin-outreach/outreach-tabs';

const TITLE = adminMessages.admin.outreachTitle;

// /admin/outreach, with real users from the server and admins only (docs/product.md#admin-pages).
export function Component() {
  return (
    <AdminGate title={TITLE}>
      <div className="mx-auto grid max-w-4xl gap-4">
        <h1 className="text-3xl font-extrabold text-violet-900">{TITLE}</h1>
        <p className="text-lg">
          {adminMessages.admin.outreachAbout} Each email carries its own unsubscribe link.
        </p>
        <OutreachTabs />
      </div>
    </AdminGate>
  );
}
