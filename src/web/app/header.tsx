import { Link } from 'react-router';
import { brand } from '../../domain/brand';

export function Header() {
  return (
    <header className="bg-violet-800 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-extrabold">
          {brand.product}
        </Link>
      </div>
    </header>
  );
}
