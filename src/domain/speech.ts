// Read-aloud rules (docs/product.md#read-aloud): which words a lesson says, which word a speech engine is at,
// and which voice to use. Pure: the browser wiring lives in src/web/lessons/kit/read-aloud/.
import type { LearnSection } from './lesson-types';

export type SpeechBlock = { id: string; text: string };
type SpokenWord = { index: number; blockId: string; start: number; end: number; text: string };
type ScriptBlock = SpeechBlock & { firstWord: number; wordCount: number };
export type SpeechScript = { blocks: readonly ScriptBlock[]; words: readonly SpokenWord[] };

/** The words of a text with their character ranges (a word is a run of non-spaces). */
export function tokenize(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

/** One utterance per block keeps each one short (long ones stall in some browsers). */
export function buildScript(blocks: readonly SpeechBlock[]): SpeechScript {
  const words: SpokenWord[] = [];
  const scriptBlocks = blocks
    .filter((b) => b.text.trim() !== '')
    .map((block) => {
      const firstWord = words.length;
      const tokens = tokenize(block.text);
      tokens.forEach((t) => words.push({ index: words.length, blockId: block.id, ...t }));
      return { ...block, firstWord, wordCount: tokens.length };
    });
  return { blocks: scriptBlocks, words };
}

/** The Learn tab's text in reading order: each heading, paragraph and bullet is a block. */
export function learnBlocks(sections: readonly LearnSection[]): SpeechBlock[] {
  return sections.flatMap((s) => [
    { id: headingBlockId(s.id), text: s.heading },
    ...s.paragraphs.map((text, i) => ({ id: paragraphBlockId(s.id, i), text })),
    ...(s.bullets ?? []).map((text, i) => ({ id: bulletBlockId(s.id, i), text })),
  ]);
}
export const headingBlockId = (sectionId: string) => `${sectionId}.heading`;
export const paragraphBlockId = (sectionId: string, i: number) => `${sectionId}.p${i}`;
export const bulletBlockId = (sectionId: string, i: number) => `${sectionId}.b${i}`;

/**
 * Maps a 'boundary' event's charIndex (within one block's utterance) to the script's word
 * index: the word that starts at or contains charIndex, else the last word before it.
 * Returns null for a block that is not in the script or has no words.
 */
export function wordIndexAt(script: SpeechScript, blockId: string, charIndex: number): number | null {
  const block = script.blocks.find((b) => b.id === blockId);
  if (!block || block.wordCount === 0) return null;
  let found = block.firstWord;
  for (let i = block.firstWord; i < block.firstWord + block.wordCount; i++) {
    const word = script.words[i];
    if (word && word.start <= charIndex) found = i;
    else break;
  }
  return found;
}

/** A block's text cut around one of its words, for rendering the highlighted word. */
export function splitAtWord(script: SpeechScript, blockId: string, wordIndex: number | null) {
  const block = script.blocks.find((b) => b.id === blockId);
  const word = wordIndex === null ? undefined : script.words[wordIndex];
  if (!block) return null;
  if (!word || word.blockId !== blockId) return { before: block.text, word: '', after: '' };
  return { before: block.text.slice(0, word.start), word: word.text, after: block.text.slice(word.end) };
}

export type VoiceLike = { name: string; lang: string; default?: boolean };

/** docs/product.md#read-aloud: a female English voice when one exists. Names browsers and systems use for them. */
const FEMALE_VOICE_HINTS = [
  'google uk english female',
  'female',
  'samantha',
  'victoria',
  'karen',
  'zira',
  'susan',
  'hazel',
  'moira',
  'tessa',
  'fiona',
  'serena',
  'catherine',
  'aria',
  'jenny',
  'libby',
  'sonia',
] as const;

const isEnglish = (v: VoiceLike) => /^en([-_]|$)/i.test(v.lang);

/** The voice to read with: a female English one, else any English one, else null (browser default). */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const english = voices.filter(isEnglish);
  for (const hint of FEMALE_VOICE_HINTS) {
    const match = english.find((v) => v.name.toLowerCase().includes(hint));
    if (match) return match;
  }
  return english.find((v) => v.default) ?? english[0] ?? null;
}
