// A short way to write the Sound Lab's tunes in content/code-lab/sound.ts and its reference
// solutions: "C4 D4 E4/h -/q kick say:twinkle" is a list of sounds, each a note or a drum with an
// optional length (/w whole, /h half, /q quarter, the default, /e eighth), a rest ("-") or words.
import type { Stmt } from '../../src/domain/code-lab/blocks';
import {
  beatsOf,
  DRUMS,
  NOTES,
  SOUND_PHRASES,
  type Drum,
  type Note,
  type NoteLength,
  type SoundPhrase,
  type SoundWhat,
  type TargetSound,
  type Voice,
} from '../../src/domain/code-lab/stages/sound/sound-types';

const LENGTH_MARKS: Record<string, NoteLength> = { w: 'whole', h: 'half', q: 'quarter', e: 'eighth' };

/** One written sound as what it is. */
function soundOf(token: string): SoundWhat {
  if (token.startsWith('say:')) {
    const phrase = token.slice(4) as SoundPhrase;
    if (!SOUND_PHRASES.includes(phrase)) throw new Error(`no phrase "${phrase}"`);
    return { kind: 'say', phrase };
  }
  const [name = '', mark = 'q'] = token.split('/');
  const length = LENGTH_MARKS[mark];
  if (!length) throw new Error(`no length "/${mark}" in "${token}"`);
  if (name === '-') return { kind: 'rest', length };
  if (NOTES.includes(name as Note)) return { kind: 'note', note: name as Note, length };
  if (DRUMS.includes(name as Drum)) return { kind: 'drum', drum: name as Drum, length };
  throw new Error(`"${token}" is no note, drum, rest or words`);
}

const tokens = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** A target's sounds for one voice, one after another from `from` (rests only move on). */
export function heardLine(text: string, from = 0, voice: Voice = 1): TargetSound[] {
  let beat = from;
  const out: TargetSound[] = [];
  for (const token of tokens(text)) {
    const what = soundOf(token);
    if (what.kind !== 'rest') out.push({ beat, voice, ...what });
    beat += beatsOf(what);
  }
  return out;
}

/** The blocks that play the sounds, one after another; ids `<prefix>1`, `<prefix>2`, ... */
export function playBlocks(text: string, prefix: string): Stmt[] {
  return tokens(text).map((token, i): Stmt => {
    const id = `${prefix}${i + 1}`;
    const what = soundOf(token);
    switch (what.kind) {
      case 'note':
        return { id, op: 'play-note', note: what.note, length: what.length };
      case 'drum':
        return { id, op: 'play-drum', drum: what.drum, length: what.length };
      case 'rest':
        return { id, op: 'rest', length: what.length };
      case 'say':
        return { id, op: 'sound-say', phrase: what.phrase };
    }
  });
}
