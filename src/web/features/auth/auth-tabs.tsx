import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { AuthTab } from '../../lib/auth-dialog';

const triggerClass =
  'min-h-11 flex-1 rounded-full px-4 text-lg font-bold text-violet-900 data-[state=active]:bg-violet-700 data-[state=active]:text-white';

/** Sign Up / Sign In tabs, shared by the dialog and the /auth page (the order is the caller's). */
export function AuthTabs({
  value,
  onValueChange,
  order,
  panels,
}: {
  value: AuthTab;
  onValueChange(tab: AuthTab): void;
  order: AuthTab[];
  panels: Record<AuthTab, ReactNode>;
}) {
  const t = useT('account');
  const label: Record<AuthTab, string> = { 'sign-in': t('account.signIn'), 'sign-up': t('account.signUp') };
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as AuthTab)}
      className="grid gap-5"
    >
      <Tabs.List
        aria-label={t('account.tabsLabel')}
        className="flex gap-2 rounded-full bg-violet-100 p-1"
      >
        {order.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={triggerClass}>
            {label[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {order.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="grid gap-4">
          {panels[tab]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
