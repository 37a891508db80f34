// A colour block's colour (docs/decisions/241-show-the-code.md): a labelled list of the six pen
// colours, a native select, so a finger gets the phone's own picker and the keys work as everywhere
// else. A swatch beside it shows the colour; the words say it, so colour is never the only sign.
import { colorWords } from '../../../../domain/code-lab/outcome-words';
import { PEN_COLOR_HEX, PEN_COLORS, type PenColor } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';

type Props = {
  /** "Step 2: pen colour". */
  name: string;
  value: PenColor;
  tabIndex: number;
  locked: boolean;
  onChange: (color: PenColor) => void;
};

export function PenColorPick({ name, value, tabIndex, locked, onChange }: Props) {
  const t = useT('codeLab');
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className="size-6 shrink-0 rounded-full border-2 border-white ring-2 ring-slate-400" style={{ background: PEN_COLOR_HEX[value] }} />
      <select
        aria-label={name}
        value={value}
        tabIndex={tabIndex}
        disabled={locked}
        onChange={(e) => onChange(e.target.value as PenColor)}
        onKeyDown={(e) => e.stopPropagation()}
        className="min-h-11 rounded-lg border-2 border-slate-500 bg-white px-2 text-lg font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        {PEN_COLORS.map((c) => (
          <option key={c} value={c}>
            {colorWords(c, t)}
          </option>
        ))}
      </select>
    </span>
  );
}
