import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { AVATARS } from './avatar-art';

/** "Avatar 3: Owl": how a screen reader names avatar `id` (1 to 12), once `pictures` is loaded. */
export const avatarLabel = (id: number): string => {
  const avatar = AVATARS[id - 1];
  return avatar
    ? t('pictures.avatar.label', { id, name: t(`pictures.avatar.${avatar.name}`) })
    : t('pictures.avatar.unknown');
};

/**
 * One of the twelve child avatars (docs/product.md#accounts-and-children). Named for screen
 * readers ("Avatar 3: Owl"), or `decorative` (hidden from them) when the child's nickname is
 * beside it. An id outside 1 to 12 shows a plain disc. Only lazily loaded screens import this,
 * so the pictures never weigh on the first load of `/`.
 */
export function ChildAvatar({
  id,
  size = 48,
  decorative = false,
  className = '',
}: {
  id: number;
  size?: number;
  decorative?: boolean;
  className?: string;
}) {
  useT('pictures');
  const avatar = AVATARS[id - 1];
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': avatarLabel(id) } as const);
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      focusable="false"
      className={`shrink-0 ${className}`}
      {...a11y}
    >
      <circle cx="32" cy="32" r="32" fill={avatar?.disc ?? '#cbd5e1'} />
      {avatar?.art}
    </svg>
  );
}
