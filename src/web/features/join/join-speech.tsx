// Read-aloud on /join (docs/product.md#read-aloud): each step's title and words, then the names
// it shows (nicknames or pictures), each highlighted where it is written while it is read.
import { useMemo, type ReactNode } from 'react';
import { paragraphBlockId } from '../../../domain/lessons/speech';
import { ReadAloudBar } from '../../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../lessons/kit/read-aloud/spoken-text';

const STEP = 'join-step';
/** A name read aloud after the step's words: `<SpokenText blockId={itemBlockId(id)} />` marks it. */
export type SpokenItem = { id: string; text: string };
export const itemBlockId = (id: string) => paragraphBlockId(id, 0);

type Props = { title: string; intro: string; items?: readonly SpokenItem[]; children: ReactNode };

/** The step's title and intro with the read-aloud bar under them, then the step itself. */
export function JoinSpeech({ title, intro, items, children }: Props) {
  const key = [title, intro, ...(items ?? []).map((item) => `${item.id}\t${item.text}`)].join('\n');
  const sections = useMemo(
    () => [
      { id: STEP, heading: '', paragraphs: [title, intro] },
      ...(items ?? []).map((item) => ({ id: item.id, heading: '', paragraphs: [item.text] })),
    ],
    // The words, not the arrays' identity, decide what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return (
    <ReadAloudProvider sections={sections}>
      <div className="grid gap-4">
        <h2 className="text-3xl font-extrabold text-violet-900">
          <SpokenText blockId={paragraphBlockId(STEP, 0)} fallback={title} />
        </h2>
        <p className="text-xl text-slate-900">
          <SpokenText blockId={paragraphBlockId(STEP, 1)} fallback={intro} />
        </p>
        <ReadAloudBar withAutoplay={false} />
        {children}
      </div>
    </ReadAloudProvider>
  );
}
