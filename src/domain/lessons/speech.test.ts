import { describe, expect, it } from 'vitest';
import {
  buildScript,
  learnBlocks,
  maxWordsPerUtterance,
  pickVoice,
  splitAtWord,
  splitForSpeech,
  tokenize,
  utteranceLang,
  voiceCanRead,
  wordIndexAt,
} from './speech';

describe('tokenize', () => {
  it('finds each word with its character range, punctuation kept with the word', () => {
    expect(tokenize('  Hi, Ada!  Go')).toEqual([
      { start: 2, end: 5, text: 'Hi,' },
      { start: 6, end: 10, text: 'Ada!' },
      { start: 12, end: 14, text: 'Go' },
    ]);
    expect(tokenize('   ')).toEqual([]);
  });
});

describe('buildScript and wordIndexAt', () => {
  const script = buildScript([
    { id: 'a', text: 'Coding is fun.' },
    { id: 'empty', text: '  ' },
    { id: 'b', text: 'Loops repeat steps.' },
  ]);

  it('numbers words across blocks and drops empty blocks', () => {
    expect(script.blocks.map((b) => [b.id, b.firstWord, b.wordCount])).toEqual([
      ['a', 0, 3],
      ['b', 3, 3],
    ]);
    expect(script.words.map((w) => w.text)).toEqual(['Coding', 'is', 'fun.', 'Loops', 'repeat', 'steps.']);
  });

  it('maps a boundary charIndex in a block to the script word index', () => {
    expect(wordIndexAt(script, 'a', 0)).toBe(0);
    expect(wordIndexAt(script, 'a', 7)).toBe(1); // start of "is"
    expect(wordIndexAt(script, 'a', 9)).toBe(1); // the space after "is": still "is"
    expect(wordIndexAt(script, 'a', 10)).toBe(2);
    expect(wordIndexAt(script, 'b', 6)).toBe(4);
    expect(wordIndexAt(script, 'b', 999)).toBe(5);
    expect(wordIndexAt(script, 'missing', 0)).toBeNull();
    expect(wordIndexAt(script, 'empty', 0)).toBeNull();
  });

  it('splits a block around the highlighted word, and only in its own block', () => {
    expect(splitAtWord(script, 'b', 4)).toEqual({ before: 'Loops ', word: 'repeat', after: ' steps.' });
    expect(splitAtWord(script, 'a', 4)).toEqual({ before: 'Coding is fun.', word: '', after: '' });
    expect(splitAtWord(script, 'a', null)).toEqual({ before: 'Coding is fun.', word: '', after: '' });
    expect(splitAtWord(script, 'nope', 0)).toBeNull();
  });
});

describe('learnBlocks', () => {
  it('reads heading, paragraphs then bullets of each section in order', () => {
    const blocks = learnBlocks([
      { id: 'what', heading: 'What is it?', paragraphs: ['One.', 'Two.'], bullets: ['Three'] },
      { id: 'why', heading: 'Why?', paragraphs: ['Four.'] },
    ]);
    expect(blocks).toEqual([
      { id: 'what.heading', text: 'What is it?' },
      { id: 'what.p0', text: 'One.' },
      { id: 'what.p1', text: 'Two.' },
      { id: 'what.b0', text: 'Three' },
      { id: 'why.heading', text: 'Why?' },
      { id: 'why.p0', text: 'Four.' },
    ]);
  });
});

describe('pickVoice', () => {
  const daniel = { name: 'Daniel', lang: 'en-GB' };
  const thomas = { name: 'Thomas', lang: 'fr-FR', default: true };
  const samantha = { name: 'Samantha', lang: 'en-US' };
  const ukFemale = { name: 'Google UK English Female', lang: 'en-GB' };
  const amelie = { name: 'Amelie (female)', lang: 'fr-CA' };

  it('prefers a female English voice by name', () => {
    expect(pickVoice([daniel, thomas, samantha])).toBe(samantha);
    expect(pickVoice([samantha, ukFemale])).toBe(ukFemale);
    expect(pickVoice([{ name: 'Microsoft Zira Desktop', lang: 'en_US' }, daniel])?.name).toBe('Microsoft Zira Desktop');
  });

  it('never picks a female voice of another language; falls back to any English voice', () => {
    expect(pickVoice([amelie, daniel])).toBe(daniel);
    expect(pickVoice([daniel, { name: 'Fred', lang: 'en-US', default: true }])?.name).toBe('Fred');
  });

  it('returns null when there is no English voice (the browser default is used)', () => {
    expect(pickVoice([thomas, amelie])).toBeNull();
    expect(pickVoice([])).toBeNull();
  });
});

describe('pickVoice for Spanish', () => {
  const spain = { name: 'Monica', lang: 'es-ES' };
  const mexico = { name: 'Paulina', lang: 'es-MX' };
  const us = { name: 'Google español de Estados Unidos', lang: 'es-US' };
  const latam = { name: 'Microsoft Sabina', lang: 'es_419' };
  const chile = { name: 'Chile', lang: 'es-CL' };
  const english = { name: 'Samantha', lang: 'en-US', default: true };

  it('prefers es-US, then es-MX, then es-419, then any Spanish voice', () => {
    expect(pickVoice([spain, mexico, us, latam, english], 'es')).toBe(us);
    expect(pickVoice([spain, latam, mexico], 'es')).toBe(mexico);
    expect(pickVoice([spain, chile, latam], 'es')).toBe(latam);
    expect(pickVoice([english, chile, spain], 'es')).toBe(chile);
    expect(pickVoice([{ name: 'Bare', lang: 'ES' }], 'es')?.name).toBe('Bare');
  });

  it('never reads Spanish with an English voice: no Spanish voice means nothing can read it', () => {
    expect(pickVoice([english, { name: 'Estonian', lang: 'et-EE' }], 'es')).toBeNull();
    expect(voiceCanRead(null, 'es')).toBe(false);
    expect(voiceCanRead(mexico, 'es')).toBe(true);
    // English keeps its fallback: the browser's default voice.
    expect(voiceCanRead(null, 'en')).toBe(true);
  });

  it("sets the utterance's language from the voice, else the language's usual tag", () => {
    expect(utteranceLang(mexico, 'es')).toBe('es-MX');
    expect(utteranceLang(null, 'es')).toBe('es-US');
    expect(utteranceLang(null, 'en')).toBe('en-US');
  });

  it('keeps choosing English voices as before for English', () => {
    expect(pickVoice([us, english], 'en')).toBe(english);
    expect(pickVoice([us, mexico])).toBeNull();
  });
});

describe('splitForSpeech', () => {
  const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

  it('allows 25 words an utterance: 14 s at 130 words a minute slowed to rate 0.85', () => {
    expect(maxWordsPerUtterance(0.85)).toBe(25);
    expect(maxWordsPerUtterance(1)).toBe(30);
  });

  it('keeps a short text whole', () => {
    expect(splitForSpeech('A loop repeats steps.')).toEqual([{ text: 'A loop repeats steps.', start: 0 }]);
  });

  it('cuts a long text after sentences, joining sentences that fit together', () => {
    const text = `${words(10)}. ${words(10)}! ${words(10)}? ${words(3)}.`;
    const pieces = splitForSpeech(text, 25);
    expect(pieces.map((p) => tokenize(p.text).length)).toEqual([20, 13]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    for (const p of pieces) expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });

  it('cuts a long sentence after commas, then between words', () => {
    const text = `${words(20)}, ${words(20)}, ${words(3)}; ${words(60)}.`;
    const pieces = splitForSpeech(text, 25);
    expect(pieces.every((p) => tokenize(p.text).length <= 25)).toBe(true);
    expect(pieces.map((p) => tokenize(p.text).length)).toEqual([20, 23, 25, 25, 10]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('splits Spanish with its opening marks kept with their sentence', () => {
    const text = `¿${words(15, 'palabra')}? ¡${words(15, 'palabra')}!`;
    expect(splitForSpeech(text, 25).map((p) => p.text)).toEqual([`¿${words(15, 'palabra')}? `, `¡${words(15, 'palabra')}!`]);
  });

  it("gives each block its pieces, whose offsets map a boundary back to the block's words", () => {
    const text = `${words(20, 'uno')}. ${words(20, 'dos')}.`;
    const script = buildScript([{ id: 'p', text }], 25);
    const [first, second] = script.blocks[0]!.pieces;
    expect(second!.start).toBe(first!.text.length);
    expect(script.words[wordIndexAt(script, 'p', second!.start + 0)!]?.text).toBe('dos');
    expect(wordIndexAt(script, 'p', second!.start)).toBe(20);
  });
});
