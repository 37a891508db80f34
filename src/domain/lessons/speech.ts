// Read-aloud rules (docs/product.md#read-aloud): which words a lesson says, how they are cut into
// utterances short enough to finish, which word a speech engine is at, and which voice to use for
// the text's language (docs/decisions/329-read-aloud-voice-and-length.md). Pure: the browser wiring
// lives in src/web/lessons/kit/read-aloud/.
import { SPEECH } from '../constants';
import type { LearnSection } from './lesson-types';

export type SpeechBlock = { id: string; text: string };
type SpokenWord = { index: number; blockId: string; start: number; end: number; text: string };
/** One utterance: a piece of a block's text, `start` its first character in the block. */
export type SpeechPiece = { text: string; start: number };
type ScriptBlock = SpeechBlock & { firstWord: number; wordCount: number; pieces: readonly SpeechPiece[] };
export type SpeechScript = { blocks: readonly ScriptBlock[]; words: readonly SpokenWord[] };

/** The words of a text with their character ranges (a word is a run of non-spaces). */
export function tokenize(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

/**
 * Chrome stops an utterance that runs past about 15 s
 * (docs/decisions/329-read-aloud-voice-and-length.md): each piece is kept under
 * `UTTERANCE_MAX_SECONDS`, estimated at `SPEECH_WORDS_PER_MINUTE` words a minute at rate 1 (a slow
 * voice: Spanish and English voices read 150-190 at rate 1), slowed by the reading rate 0.85.
 */
const UTTERANCE_MAX_SECONDS = 14;
const SPEECH_WORDS_PER_MINUTE = 130;
/** The most words one utterance may hold: 14 s at 130 x 0.85 words a minute is 25 words. */
export const maxWordsPerUtterance = (rate: number = SPEECH.rate) =>
  Math.max(1, Math.floor((UTTERANCE_MAX_SECONDS * SPEECH_WORDS_PER_MINUTE * rate) / 60));

const wordCount = (text: string) => tokenize(text).length;

/** Cuts `text` after each match of `boundary` (the cut keeps the punctuation and spaces with the first part). */
function cutAfter(piece: SpeechPiece, boundary: RegExp): SpeechPiece[] {
  const parts: SpeechPiece[] = [];
  let from = 0;
  for (const m of piece.text.matchAll(boundary)) {
    const end = m.index + m[0].length;
    if (end >= piece.text.length) break;
    parts.push({ text: piece.text.slice(from, end), start: piece.start + from });
    from = end;
  }
  parts.push({ text: piece.text.slice(from), start: piece.start + from });
  return parts;
}

/** Joins neighbouring parts while they fit, so a long text is not read in needless little bits. */
function pack(parts: SpeechPiece[], blockText: string, maxWords: number): SpeechPiece[] {
  const packed: SpeechPiece[] = [];
  for (const part of parts) {
    const last = packed[packed.length - 1];
    const joined = last && blockText.slice(last.start, part.start + part.text.length);
    if (last && joined !== undefined && wordCount(joined) <= maxWords) packed[packed.length - 1] = { text: joined, start: last.start };
    else packed.push(part);
  }
  return packed;
}

/** Cuts a piece into runs of at most `maxWords` words (the last resort, for a sentence without commas). */
function cutWords(piece: SpeechPiece, maxWords: number): SpeechPiece[] {
  const words = tokenize(piece.text);
  const parts: SpeechPiece[] = [];
  for (let i = 0; i < words.length; i += maxWords) {
    const first = words[i]!;
    const end = i + maxWords < words.length ? words[i + maxWords]!.start : piece.text.length;
    parts.push({ text: piece.text.slice(first.start, end), start: piece.start + first.start });
  }
  return parts;
}

/**
 * A block's text as utterances of at most `maxWords` words: whole when it fits, else cut after
 * sentences (. ! ? …), then after commas (, ; :), then between words. The pieces cover the text in
 * order, each with its offset, so a boundary event in a piece maps back to the block's words.
 */
export function splitForSpeech(text: string, maxWords = maxWordsPerUtterance()): SpeechPiece[] {
  const whole: SpeechPiece = { text, start: 0 };
  if (wordCount(text) <= maxWords) return [whole];
  const sentences = pack(cutAfter(whole, /[.!?…]+["'”»)]*\s+/gu), text, maxWords);
  return sentences.flatMap((sentence) => {
    if (wordCount(sentence.text) <= maxWords) return [sentence];
    const clauses = pack(cutAfter(sentence, /[,;:]\s+/gu), text, maxWords);
    return clauses.flatMap((clause) => (wordCount(clause.text) <= maxWords ? [clause] : cutWords(clause, maxWords)));
  });
}

/** The blocks' words, numbered across blocks, and each block's utterances (splitForSpeech). */
export function buildScript(blocks: readonly SpeechBlock[], maxWords = maxWordsPerUtterance()): SpeechScript {
  const words: SpokenWord[] = [];
  const scriptBlocks = blocks
    .filter((b) => b.text.trim() !== '')
    .map((block) => {
      const firstWord = words.length;
      const tokens = tokenize(block.text);
      tokens.forEach((t) => words.push({ index: words.length, blockId: block.id, ...t }));
      return { ...block, firstWord, wordCount: tokens.length, pieces: splitForSpeech(block.text, maxWords) };
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

/** A voice's language tag in one spelling: 'es_MX' and 'ES-mx' are 'es-mx'. */
const tagOf = (v: VoiceLike) => v.lang.replace(/_/g, '-').toLowerCase();
const inLanguage = (language: string) => (v: VoiceLike) => tagOf(v) === language || tagOf(v).startsWith(`${language}-`);

/**
 * Spanish for Latin American children (docs/decisions/329-read-aloud-voice-and-length.md): the US,
 * Mexican and Latin American voices first, then any Spanish one (Spain's included).
 */
const SPANISH_PREFERENCE = ['es-us', 'es-mx', 'es-419'] as const;

/** The language a page speaks ('en', 'es'); the text read aloud is in it. */
export type SpeechLanguage = string;

/**
 * The voice to read text in `language` with. English: a female English one, else any English one,
 * else null (the browser's default voice reads it, as it always has). Spanish: es-US, es-MX,
 * es-419, then any es-*, else null, and then nothing is read (voiceCanRead).
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], language: SpeechLanguage = 'en'): V | null {
  const matching = voices.filter(inLanguage(language));
  if (language === 'es') {
    for (const tag of SPANISH_PREFERENCE) {
      const match = matching.find((v) => tagOf(v) === tag);
      if (match) return match;
    }
    return matching.find((v) => v.default) ?? matching[0] ?? null;
  }
  if (language === 'en') {
    for (const hint of FEMALE_VOICE_HINTS) {
      const match = matching.find((v) => v.name.toLowerCase().includes(hint));
      if (match) return match;
    }
  }
  return matching.find((v) => v.default) ?? matching[0] ?? null;
}

/**
 * Whether text in `language` can be read with `voice` (pickVoice's answer). English may fall back
 * to the browser's default voice; another language never does: an English voice reading Spanish
 * is gibberish to a child, so the read-aloud control says there is no voice instead.
 */
export const voiceCanRead = (voice: VoiceLike | null, language: SpeechLanguage): boolean =>
  voice !== null || language === 'en';

/** The utterance's lang: the voice's own, else the page language's usual tag. */
export const utteranceLang = (voice: VoiceLike | null, language: SpeechLanguage): string =>
  voice?.lang ?? (language === 'es' ? 'es-US' : language === 'en' ? 'en-US' : language);
