// A small card for a lesson's side column: fun facts, loop tips...
// Usage: <SidePanel title={t('lesson.loopTips')} icon="🔁" items={loopTips} />
//        <FunFactsPanel items={content.funFacts} />   // 'Fun Facts' with the 💡
import { useT } from '../../i18n/use-t';

export function SidePanel({
  title,
  icon,
  items,
}: {
  title: string;
  icon?: string;
  items: readonly string[];
}) {
  return (
    <section aria-label={title} className="rounded-2xl border-2 border-amber-200 bg-amber-50 p-4">
      <h2 className="text-xl font-extrabold text-amber-950">
        {icon && <span aria-hidden="true">{icon} </span>}
        {title}
      </h2>
      <ul className="mt-2 grid gap-2 text-base text-slate-800">
        {items.map((item) => (
          <li key={item} className="rounded-xl bg-white p-2">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FunFactsPanel({ items }: { items: readonly string[] }) {
  const t = useT('lesson');
  return <SidePanel title={t('lesson.funFacts')} icon="💡" items={items} />;
}
