import { describe, expect, it } from 'vitest';
import { aiChatReplies, aiExamplePrompts } from './ai-basics';
import { chooseReply } from '../../src/domain/lessons/ai-chat';

const topicOf = (prompt: string) =>
  aiChatReplies.topics.find((topic) => topic.reply === chooseReply(prompt, aiChatReplies))?.id ??
  'fallback';

// docs/decisions/128-the-ai-lessons-own-prompts-get-answers.md: the prompts the lesson itself
// suggests never get "I do not know everything".
describe("the AI lesson's own prompts get fitting replies", () => {
  it('answers each example prompt under the chat with its own topic', () => {
    expect(aiExamplePrompts.map(topicOf)).toEqual(['what-is-ai', 'learn', 'mistakes', 'animals']);
  });

  it('answers the example prompts in the lesson text', () => {
    expect(topicOf('Tell me three facts about sharks')).toBe('sharks');
    expect(topicOf('Explain rain to a 9-year-old.')).toBe('rain');
    expect(topicOf('Tell me stuff')).toBe('vague');
    expect(topicOf('Write a funny poem about a cat for a 9-year-old')).toBe('stories');
  });

  it('still says it does not know everything for a question it has no topic for', () => {
    expect(topicOf('How tall is the tallest mountain?')).toBe('fallback');
  });
});
