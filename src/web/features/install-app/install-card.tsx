import { useT } from '../../i18n/use-t';
import { iconButton, primaryButton } from '../../components/button-styles';
import { useInstallPrompt } from './use-install-prompt';

/** docs/product.md#install-card: the install-app card at the bottom of pages. */
export function InstallCard() {
  const t = useT('install');
  const { mode, install, dismiss } = useInstallPrompt();
  if (mode === 'hidden') return null;
  return (
    <aside
      aria-labelledby="install-card-title"
      className="mx-4 mb-6 flex max-w-3xl sm:mx-auto items-start gap-4 rounded-3xl border-2 border-violet-200 bg-white p-5 shadow"
    >
      <span aria-hidden="true" className="text-4xl">
        📲
      </span>
      <div className="grid flex-1 gap-2">
        <h2 id="install-card-title" className="text-xl font-bold text-violet-900">
          {t('install.title')}
        </h2>
        <p className="text-lg">
          {mode === 'ios' ? t('install.iosSteps') : t('install.text')}
        </p>
        {mode === 'install' && (
          <button
            type="button"
            className={`${primaryButton} justify-self-start`}
            onClick={() => void install()}
          >
            {t('install.installButton')}
          </button>
        )}
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={t('install.close')}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
