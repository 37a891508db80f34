import { brand } from '../../domain/brand';
import { messages } from '../../domain/messages';
import { useAppConfig } from '../lib/app-config';

/** docs/product.md#brand: 'Get the Book' opens BOOK_URL in a new tab, and says so to screen readers. */
export function BookLink() {
  const config = useAppConfig();
  if (!config) return null;
  return (
    <a
      href={config.bookUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1 rounded-full bg-amber-300 px-4 font-bold text-violet-950 hover:bg-amber-200"
    >
      <span aria-hidden="true">📘</span>
      {brand.bookLabel}
      <span className="sr-only"> {messages.shell.opensInNewTab}</span>
    </a>
  );
}
