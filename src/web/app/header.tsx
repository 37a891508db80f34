import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../../domain/brand';
import { paths } from '../lib/paths';
import { AccountButton, ChildSessionSwitch, RemindersSwitch, WelcomeLine } from './account-controls';
import { BookLink } from './book-link';
import { MainNav } from './main-nav';
import { PointsDisplay } from './points-display';

const menuId = 'header-menu';

/**
 * The brand, 'Get the Book', points, welcome line, Sign In / Sign Out and the nav, in at most two
 * short rows at every width, whose height does not change as points grow: phones show the brand
 * and Menu, then points and Sign In; 640 px puts those on one row; 1024 px adds the nav row; from
 * 1280 px everything is shown and the Menu goes (docs/decisions/120-compact-header.md).
 */
export function Header() {
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
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-4 xl:gap-x-4">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-2 justify-self-start text-lg leading-tight font-extrabold sm:text-xl xl:whitespace-nowrap"
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
          className="order-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border-2 border-white/70 px-3 font-bold hover:bg-violet-700 sm:order-4 xl:hidden"
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {open ? '✕' : '☰'}
          </span>
          Menu
        </button>
        <div className="order-3 col-span-2 flex items-center justify-between gap-3 sm:col-span-1">
          <PointsDisplay />
          <AccountButton />
        </div>
        <div
          id={menuId}
          className={`${open ? 'flex' : 'hidden'} order-5 col-span-full flex-col gap-3 border-t border-white/20 pt-3 pb-2 lg:contents`}
        >
          <MainNav />
          <div
            className={`flex flex-wrap items-center gap-3 lg:order-6 lg:col-span-full lg:py-2 ${open ? '' : 'lg:hidden'} xl:order-2 xl:col-span-1 xl:flex xl:justify-end xl:py-0`}
          >
            <BookLink />
            <WelcomeLine />
            <ChildSessionSwitch />
          </div>
          <RemindersSwitch
            className={`self-start lg:order-7 lg:col-span-full lg:mb-2 ${open ? '' : 'lg:hidden'} xl:order-5 xl:col-span-1 xl:mb-0 xl:block`}
          />
        </div>
      </div>
    </header>
  );
}
