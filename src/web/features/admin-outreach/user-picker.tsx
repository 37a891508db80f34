import { useId, useState } from 'react';
import { userMessageOf } from '../../lib/api';
import { inputClass, secondaryButton } from '../../components/admin-styles';
import { useOutreachUsers, type OutreachUser } from './outreach-api';
import { useT } from '../../i18n/use-t';
import { PointBadge } from './point-badge';

/** Real users from the server (docs/product.md#admin-pages), searchable by email or name, in pages of 50. */
export function UserPicker({
  selected,
  onSelect,
}: {
  selected: OutreachUser | null;
  onSelect: (user: OutreachUser) => void;
}) {
  const t = useT('admin');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useOutreachUsers(search);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const searchId = useId();
  const radioName = useId();

  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor={searchId} className="font-semibold">
            {t('admin.outreach.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className={inputClass}
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setSearch(draft.trim());
              }
            }}
          />
        </div>
        <button type="button" className={secondaryButton} onClick={() => setSearch(draft.trim())}>
          {t('admin.outreach.search')}
        </button>
      </div>

      <fieldset className="mt-4">
        <legend className="font-semibold">
          {selected
            ? t('admin.outreach.chooseUserChosen', { name: selected.displayName || selected.email })
            : t('admin.outreach.chooseUser')}
        </legend>
        {query.isError && (
          <p role="alert" className="mt-2 text-red-900">
            {userMessageOf(query.error)}
          </p>
        )}
        {query.isSuccess && users.length === 0 && <p className="mt-2">{t('admin.outreach.noUsers')}</p>}
        {/* A box of one size, however many users arrive: nothing below it moves (docs/decisions/144-first-paint-loads-only-what-it-shows.md). */}
        <ul className="mt-2 grid h-96 content-start gap-2 overflow-y-auto rounded-2xl border-2 border-violet-100 p-2">
          {users.map((user) => (
            <li key={user.id}>
              <label
                className={`flex min-h-11 cursor-pointer flex-wrap items-center gap-3 rounded-xl p-2 ${
                  selected?.id === user.id ? 'bg-violet-100' : 'hover:bg-violet-50'
                } ${user.unsubscribed ? 'cursor-not-allowed opacity-70' : ''}`}
              >
                <input
                  type="radio"
                  name={radioName}
                  className="size-5 accent-violet-700"
                  checked={selected?.id === user.id}
                  disabled={user.unsubscribed}
                  onChange={() => onSelect(user)}
                />
                <span className="grow">
                  <span className="block font-semibold">{user.displayName || user.email}</span>
                  <span className="block text-sm break-all text-slate-700">{user.email}</span>
                </span>
                <PointBadge points={user.points} />
                {user.unsubscribed && (
                  <span className="text-sm font-semibold text-slate-800">{t('admin.outreach.emailsOff')}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('admin.outreach.loading') : t('admin.outreach.showMoreUsers')}
          </button>
        )}
      </fieldset>
    </div>
  );
}
