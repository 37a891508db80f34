// The class page's Print button: a menu (Radix DropdownMenu: a real menu button, opened by click,
// Enter, Space or the arrow keys, its items chosen by arrows and Enter, Escape closes it).
import { DropdownMenu } from 'radix-ui';
import { useT } from '../../../i18n/use-t';
import { secondaryButton } from '../../../components/button-styles';
import type { PrintKind } from './print-sheet';

const item =
  'flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-lg font-bold text-violet-900 outline-none data-[highlighted]:bg-violet-100';

type Props = { onPrint(kind: PrintKind): void };

export function PrintMenu({ onPrint }: Props) {
  const t = useT('classes');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={secondaryButton.replace('px-6', 'px-5')}>
        {t('classes.printMenu')}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 grid min-w-64 gap-1 rounded-2xl border-2 border-violet-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => onPrint('cards')}>
            {t('classes.printCards')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onPrint('letters')}>
            {t('classes.printLetters')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onPrint('progress')}>
            {t('classes.printProgress')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
