import { Tabs } from 'radix-ui';
import { BulkEmailForm } from './bulk-email-form';
import { IndividualEmailForm } from './individual-email-form';

const tabClass =
  'min-h-11 rounded-t-2xl px-5 font-bold text-violet-800 data-[state=active]:bg-white data-[state=active]:text-violet-900 data-[state=inactive]:bg-violet-100';

/** /admin/outreach (docs/product.md#admin-pages): tabs Individual Email and Bulk Email. */
export function OutreachTabs() {
  return (
    <Tabs.Root defaultValue="individual">
      <Tabs.List aria-label="Email type" className="flex gap-2">
        <Tabs.Trigger value="individual" className={tabClass}>
          Individual Email
        </Tabs.Trigger>
        <Tabs.Trigger value="bulk" className={tabClass}>
          Bulk Email
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="individual" className="rounded-b-3xl rounded-tr-3xl bg-white p-5 shadow">
        <IndividualEmailForm />
      </Tabs.Content>
      <Tabs.Content value="bulk" className="rounded-b-3xl rounded-tr-3xl bg-white p-5 shadow">
        <BulkEmailForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
