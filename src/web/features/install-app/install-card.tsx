import { installMessages } from '../../../domain/install-messages';
import { iconButton, primaryButton } from '../../components/button-styles';
import { useInstallPrompt } from './use-install-prompt';

/** docs/product.md#install-card: the install-app card at the bottom of pages. */
export function InstallCard() {
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
          {installMessages.title}
        </h2>
        <p className="text-lg">
          {mode === 'ios' ? installMessages.iosSteps : installMessages.text}
        </p>
        {mode === 'install' && (
          <button
            type="button"
            className={`${primaryButton} justify-self-start`}
            onClick={() => void install()}
          >
            {installMessages.installButton}
          </button>
        )}
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={installMessages.close}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
