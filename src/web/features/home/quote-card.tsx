import { useT } from '../../i18n/use-t';

export function QuoteCard() {
  const t = useT('home');
  return (
    <figure className="rounded-3xl bg-violet-100 p-6 shadow">
      <blockquote className="text-xl font-semibold text-violet-950">{t('home.quote.text')}</blockquote>
      <figcaption className="mt-3 text-base text-violet-900">{t('home.quote.by')}</figcaption>
    </figure>
  );
}
