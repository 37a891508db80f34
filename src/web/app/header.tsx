import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../../domain/brand';
import { useT } from '../i18n/use-t';
import { paths } from '../lib/paths';
import { AccountButton, ChildSessionSwitch, RemindersSwitch, WelcomeLine } from './account-controls';
import { BookLink } from './book-link';
import { MainNav } from './main-nav';
import { PointsDisplay } from './points-display';

const menuId = 'header-menu';

// The language picker loads when the menu first opens: it is never seen before, and every first
// load stays within its budget in every language
// (docs/decisions/320-language-picker-in-the-menu.md).
const LocalePicker = lazy(() => import('../i18n/locale-picker').then((m) => ({ default: m.LocalePicker })));

/**
 * The brand, 'Get the Book', points, welcome line, Sign In / Sign Out and the nav, in at most two
 * short rows at every width, whose height does not change as points grow: phones show the brand
 * and Menu, then points and Sign In; 640 px puts those on one row; 1024 px adds the nav row; from
 * 1280 px it is one row (brand, links, welcome line, points, Sign Out) while the words fit, else
 * the welcome line and what follows it wrap to a second row
 * (docs/decisions/380-words-fit-their-controls.md), and the Menu holds 'Get the Book', the
 * reminders switch and the language picker, which a child's session has too
 * (docs/decisions/120-compact-header.md, docs/decisions/190-one-header-row-and-classes-link.md,
 * docs/decisions/320-language-picker-in-the-menu.md).
 */
export function Header() {
  const t = useT('shell');
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // A chosen link closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <header
      className="bg-violet-800 text-white"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          menuButton.current?.focus();
        }
      }}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-4 xl:flex xl:max-w-7xl xl:flex-wrap xl:gap-x-2">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-2 justify-self-start text-lg leading-tight font-extrabold sm:text-xl xl:order-1 xl:shrink-0 xl:text-lg xl:whitespace-nowrap"
        >
          <span aria-hidden="true">🤖</span>
          {brand.product}
        </Link>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((was) => !was)}
          className={`order-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border-2 border-white/70 px-3 font-bold hover:bg-violet-700 sm:order-4 xl:order-5 xl:shrink-0 xl:px-2`}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {open ? '✕' : '☰'}
          </span>
          <span className="xl:sr-only">{t('shell.menu')}</span>
        </button>
        <div className="order-3 col-span-2 flex items-center justify-between gap-3 sm:col-span-1 xl:order-4 xl:ml-auto xl:shrink-0 xl:gap-2">
          <PointsDisplay />
          <AccountButton />
        </div>
        <div
          id={menuId}
          className={`${open ? 'flex' : 'hidden'} order-5 col-span-full flex-col gap-3 border-t border-white/20 pt-3 pb-2 lg:contents`}
        >
          <MainNav />
          {/* From 1280 px the greeting shares the row while its words fit; when they do not (a
              longer language, a teacher's extra link), it moves to a second row, never "¡…"
              (docs/decisions/380-words-fit-their-controls.md). */}
          <div
            className={`flex min-w-0 flex-wrap items-center gap-3 lg:order-6 lg:col-span-full lg:pt-2 ${open ? '' : 'lg:hidden'} xl:order-3 xl:flex xl:min-w-fit xl:flex-1 xl:flex-nowrap xl:justify-end xl:gap-2 xl:pt-0`}
          >
            <WelcomeLine className="xl:whitespace-nowrap" />
            <ChildSessionSwitch />
          </div>
          <div
            className={`${open ? 'flex' : 'hidden'} flex-wrap items-center gap-3 lg:order-7 lg:col-span-full lg:pb-2 xl:order-6 xl:basis-full xl:justify-end`}
          >
            <BookLink />
            <RemindersSwitch className="self-start xl:self-center" />
            {open && (
              <Suspense fallback={null}>
                <LocalePicker />
              </Suspense>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
