// Text that read-aloud can say: while it is being read, the current word is marked.
// Usage: <SpokenText blockId={paragraphBlockId(section.id, 0)} fallback={text} />.
import { splitAtWord } from '../../../../domain/lessons/speech';
import { useOptionalReadAloud } from './read-aloud-context';

export function SpokenText({ blockId, fallback }: { blockId: string; fallback: string }) {
  const readAloud = useOptionalReadAloud();
  const parts = readAloud ? splitAtWord(readAloud.script, blockId, readAloud.speech.currentWord) : null;
  if (!parts || !parts.word) return <>{fallback}</>;
  return (
    <>
      {parts.before}
      <mark aria-current="true" className="rounded bg-yellow-200 px-0.5 text-slate-900">
        {parts.word}
      </mark>
      {parts.after}
    </>
  );
}
