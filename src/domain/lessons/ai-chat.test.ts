import { describe, expect, it } from 'vitest';
import {
  aiChatReducer as reduce,
  chooseReply,
  initialAiChat,
  isPromptReady,
  practiceProgress,
  visibleExamples,
  type AiChatAction,
  type AiChatReplies,
  type AiChatState,
} from './ai-chat';

const replies: AiChatReplies = {
  topics: [
    { id: 'learn', keywords: ['learn', 'data'], reply: 'LEARN' },
    { id: 'rain', keywords: ['rain', 'weather'], reply: 'RAIN' },
    { id: 'what-is-ai', keywords: ['what is ai', 'ai'], reply: 'WHAT' },
  ],
  fallback: 'DEFAULT',
};
const run = (state: AiChatState, ...actions: AiChatAction[]) => actions.reduce(reduce, state);
const askAndReply = (state: AiChatState, prompt: string) =>
  run(
    state,
    { type: 'type', prompt },
    { type: 'ask' },
    { type: 'reply', text: chooseReply(prompt, replies) },
  );

describe('chooseReply', () => {
  it('picks the topic with the most matching keywords', () => {
    expect(chooseReply('What is AI?', replies)).toBe('WHAT');
    expect(chooseReply('Where does rain and weather come from?', replies)).toBe('RAIN');
  });
  it('breaks a tie by the order of the topics', () => {
    expect(chooseReply('How does AI learn?', replies)).toBe('LEARN');
  });
  it('matches whole words only, ignoring case and punctuation', () => {
    expect(chooseReply('RAIN!!!', replies)).toBe('RAIN');
    expect(chooseReply('I like trains', replies)).toBe('DEFAULT'); // 'ai' inside 'trains' is not 'ai'
    expect(chooseReply('learning', replies)).toBe('DEFAULT');
  });
  it('adds more keywords by topic, split by commas, and ignores accents ("que es" finds "qué es")', () => {
    const more = { learn: 'aprender, aprende', rain: 'lluvia, nube', 'what-is-ai': 'qué es la ia, ia' };
    expect(chooseReply('¿Qué es la IA?', replies, more)).toBe('WHAT');
    expect(chooseReply('que es la ia', replies, more)).toBe('WHAT');
    expect(chooseReply('¿De dónde viene la LLUVIA?', replies, more)).toBe('RAIN');
    expect(chooseReply('¿Cómo aprende la IA?', replies, more)).toBe('LEARN'); // a tie: the first topic
    expect(chooseReply('¿De dónde viene la lluvia?', replies)).toBe('DEFAULT');
  });
  it('counts a keyword once, even when both lists have it', () => {
    // Counted twice, 'ai' would outscore 'rain' (a tie goes to rain, listed first).
    expect(chooseReply('ai rain', replies, { 'what-is-ai': 'ai, AI' })).toBe('RAIN');
  });
  it('answers anything else with the friendly default', () => {
    expect(chooseReply('Bananas?', replies)).toBe('DEFAULT');
  });
});

describe('ai chat', () => {
  it('refuses an empty or blank prompt with its message (docs/product/lessons.md#introduction-to-ai)', () => {
    const s = run(initialAiChat(), { type: 'type', prompt: '   ' }, { type: 'ask' });
    expect(s.error).toBe('empty-prompt');
    expect(s.messages).toEqual([]);
    expect(s.waiting).toBe(false);
    expect(isPromptReady(s)).toBe(false);
    expect(run(s, { type: 'type', prompt: 'hi' }).error).toBeNull();
  });

  it('asking clears the prompt, shows the question and waits for the reply', () => {
    const s = run(initialAiChat(), { type: 'type', prompt: '  What is AI? ' }, { type: 'ask' });
    expect(s.prompt).toBe('');
    expect(s.waiting).toBe(true);
    expect(s.messages).toEqual([{ id: 1, from: 'child', text: 'What is AI?' }]);
    expect(isPromptReady(run(s, { type: 'type', prompt: 'more' }))).toBe(false); // disabled while waiting
    expect(run(s, { type: 'type', prompt: 'more' }, { type: 'ask' }).messages).toHaveLength(1);
  });

  it('a reply counts one interaction; 3 complete the activity', () => {
    let s = askAndReply(initialAiChat(), 'What is AI?');
    expect(s).toMatchObject({ waiting: false, interactions: 1, activityDone: false });
    expect(s.messages.at(-1)).toMatchObject({ from: 'ai', text: 'WHAT' });
    expect(practiceProgress(s)).toBe(33);
    s = askAndReply(s, 'rain?');
    expect(s.activityDone).toBe(false);
    s = askAndReply(s, 'Bananas?');
    expect(s).toMatchObject({ interactions: 3, activityDone: true });
    expect(practiceProgress(s)).toBe(100);
    s = askAndReply(s, 'more');
    expect(practiceProgress(s)).toBe(100);
  });

  it('a reply without a question is ignored', () => {
    const s = initialAiChat();
    expect(run(s, { type: 'reply', text: 'x' })).toBe(s);
  });

  it('Start Over resets the prompt, replies, count and activity flag', () => {
    let s = askAndReply(askAndReply(askAndReply(initialAiChat(), 'a'), 'b'), 'c');
    s = run(s, { type: 'type', prompt: 'half typed' }, { type: 'start-over' });
    expect(s).toEqual(initialAiChat());
  });

  it('shows 3 of the 4 example prompts, a different three after each question', () => {
    const examples = ['a', 'b', 'c', 'd'];
    expect(visibleExamples(examples, 0)).toEqual(['a', 'b', 'c']);
    expect(visibleExamples(examples, 1)).toEqual(['b', 'c', 'd']);
    expect(visibleExamples(examples, 2)).toEqual(['c', 'd', 'a']);
  });
});
