import { describe, expect, it } from 'vitest';
import { buildScript, learnBlocks, pickVoice, splitAtWord, tokenize, wordIndexAt } from './speech';

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
