import { isColourSymbol, symbolLabel, type PatternSymbol } from '../../../domain/lessons/pattern-practice';
import { useT } from '../../i18n/use-t';
import '../activity-words'; // its words are loaded before it renders

const circleClass: Record<string, string> = {
  red: 'bg-red-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-400',
  green: 'bg-green-600',
};

/** One pattern symbol: a coloured circle or a big number or letter. Purely visual (aria-hidden). */
export function PatternSymbolView({
  symbol,
  size = 'md',
}: {
  symbol: PatternSymbol;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-12 text-3xl' : 'size-10 text-2xl';
  if (isColourSymbol(symbol)) {
    return (
      <span
        aria-hidden="true"
        className={`inline-block rounded-full border-2 border-slate-900/20 ${box} ${circleClass[symbol]}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-grid place-items-center rounded-xl bg-violet-100 font-extrabold text-violet-900 ${box}`}
    >
      {symbol}
    </span>
  );
}

/** A row of symbols read as a list: "red circle, blue circle, ...". */
export function PatternSequence({
  symbols,
  label,
}: {
  symbols: readonly PatternSymbol[];
  label: string;
}) {
  const t = useT('activities');
  return (
    <ol aria-label={label} className="flex flex-wrap items-center gap-2">
      {symbols.map((symbol, i) => (
        <li key={i} aria-label={symbolLabel(t, symbol)} className="grid place-items-center">
          <PatternSymbolView symbol={symbol} />
        </li>
      ))}
    </ol>
  );
}
