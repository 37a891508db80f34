// The class page's Print button: a menu (Radix DropdownMenu: a real menu button, opened by click,
// Enter, Space or the arrow keys, its items chosen by arrows and Enter, Escape closes it).
import { DropdownMenu } from 'radix-ui';
import { classPageMessages as t } from '../../../../domain/class-page-messages';
import { secondaryButton } from '../../../components/button-styles';
import type { PrintKind } from './print-sheet';

const item =
  'flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-lg font-bold text-violet-900 outline-none data-[highlighted]:bg-violet-100';

type Props = { onPrint(kind: PrintKind): void };

export function PrintMenu({ onPrint }: Props) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={secondaryButton.replace('px-6', 'px-5')}>
        {t.printMenu}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 grid min-w-64 gap-1 rounded-2xl border-2 border-violet-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => onPrint('cards')}>
            {t.printCards}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onPrint('letters')}>
            {t.printLetters}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onPrint('progress')}>
            {t.printProgress}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
