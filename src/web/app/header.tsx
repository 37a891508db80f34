import { Link } from 'react-router';
import { brand } from '../../domain/brand';
import { paths } from '../lib/paths';
import { AccountControls } from './account-controls';
import { BookLink } from './book-link';
import { MainNav } from './main-nav';
import { PointsDisplay } from './points-display';

/** docs/product.md#header-and-global-elements: brand, 'Get the Book', points, welcome line, Sign In / Sign Out, and the nav. */
export function Header() {
  return (
    <header className="bg-violet-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to={paths.home} className="mr-auto inline-flex min-h-11 items-center gap-2 text-xl font-extrabold sm:text-2xl">
          <span aria-hidden="true">🤖</span>
          {brand.product}
        </Link>
        <BookLink />
        <PointsDisplay />
        <AccountControls />
      </div>
      <MainNav />
    </header>
  );
}
