import { Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FamilyChild } from '../../../domain/api/family-api';
import { ChildAvatar } from '../../components/avatars/child-avatar';
import { dangerButton, primaryButton, secondaryButton } from '../../components/button-styles';
import { LazyPasswordDialog } from '../../components/lazy-password-dialog';
import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';
import { preloadable } from '../../lib/preloadable';
import { toast } from '../../lib/toast-store';
import type { ChildValues } from './child-form';
import {
  childProgressQuery,
  deleteChild,
  FAMILY_QUERY_KEY,
  getExport,
  patchChild,
} from './family-api';

// What a click opens loads apart, so the family paints without it
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md); the family screen loads it once
// shown.
const progressPanel = preloadable(() =>
  import('./child-progress-panel').then((m) => m.ChildProgressPanel),
);
const editDialog = preloadable(() => import('./edit-child-dialog').then((m) => m.EditChildDialog));
export const loadChildCardExtras = () => Promise.all([progressPanel.load(), editDialog.load()]);

/** 'Sam' -> 'sam-ada-data-2026-11-24.json': a file name any system accepts. */
export function exportFileName(nickname: string, now = new Date()): string {
  const slug =
    nickname
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'child';
  return `${slug}-ada-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Saves `data` as a JSON file through the browser's own download. */
function download(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * One child of the family (docs/product.md#the-family-page): avatar, nickname, level and points;
 * start learning as them on this device; their progress (opened on demand); edit, export, delete.
 */
export function ChildCard({
  child,
  switching,
  onStartLearning,
}: {
  child: FamilyChild;
  /** Some child's session is starting: every Start button waits. */
  switching: boolean;
  onStartLearning(): void;
}) {
  const t = useT('family');
  const queryClient = useQueryClient();
  const [showProgress, setShowProgress] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const progressId = useId();

  const refresh = () => queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });

  async function save(values: ChildValues) {
    const changed = {
      ...(values.nickname !== child.nickname ? { nickname: values.nickname } : {}),
      ...(values.avatarId !== child.avatarId ? { avatarId: values.avatarId } : {}),
    };
    if (Object.keys(changed).length > 0) await patchChild(child.id, changed);
    await refresh();
    setEditing(false);
    toast({ title: t('family.edit.saved', { nickname: values.nickname }), variant: 'success' });
  }

  async function exportData() {
    setExporting(true);
    try {
      download(await getExport(child.id), exportFileName(child.nickname));
      toast({ title: t('family.exported', { nickname: child.nickname }), variant: 'success' });
    } catch (error) {
      console.warn('family: export failed', error);
      toast({
        title: t('family.exportFailed'),
        description: userMessageOf(error),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  async function remove(password: string) {
    await deleteChild(child.id, password);
    setDeleting(false);
    queryClient.removeQueries({ queryKey: childProgressQuery(child.id).queryKey });
    toast({ title: t('family.deleteChild.done', { nickname: child.nickname }), variant: 'success' });
    await refresh();
  }

  return (
    <li className="grid gap-4 rounded-3xl bg-white p-4 shadow sm:p-6">
      <div className="flex items-center gap-3">
        <ChildAvatar id={child.avatarId} size={64} decorative />
        <div className="min-w-0">
          <h3 className="text-2xl font-extrabold break-words text-violet-950">{child.nickname}</h3>
          <p className="text-slate-800">{t('family.children.summary', { points: child.points, level: child.level })}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={switching}
          onClick={onStartLearning}
        >
          {t('family.children.startLearning', { nickname: child.nickname })}
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={showProgress}
          aria-controls={progressId}
          onClick={() => setShowProgress((shown) => !shown)}
        >
          {showProgress
            ? t('family.children.hideProgress', { nickname: child.nickname })
            : t('family.children.showProgress', { nickname: child.nickname })}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
          {t('family.children.edit')}
          <span className="sr-only"> {t('family.children.editWhose', { nickname: child.nickname })}</span>
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={exporting}
          onClick={() => void exportData()}
        >
          {exporting ? t('family.children.exporting') : t('family.children.export')}
          <span className="sr-only"> {t('family.children.exportWhose', { nickname: child.nickname })}</span>
        </button>
        <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
          {t('family.children.delete')}
          <span className="sr-only"> {t('family.children.deleteWhose', { nickname: child.nickname })}</span>
        </button>
      </div>
      <div id={progressId} hidden={!showProgress} className="border-t-2 border-violet-100 pt-4">
        {showProgress && (
          <Suspense fallback={<p role="status">{t('family.children.progressLoading')}</p>}>
            <progressPanel.Component id={child.id} />
          </Suspense>
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <editDialog.Component child={child} onOpenChange={setEditing} onSave={save} />
        </Suspense>
      )}
      <LazyPasswordDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('family.deleteChild.title', { nickname: child.nickname })}
        description={t('family.deleteChild.description', { nickname: child.nickname })}
        submit={t('family.deleteChild.submit')}
        busy={t('family.deleteChild.busy')}
        words={{
          password: t('family.password'),
          passwordMissing: t('family.passwordMissing'),
          cancel: t('family.cancel'),
        }}
        onConfirm={remove}
      />
    </li>
  );
}
