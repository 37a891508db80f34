import { describe, expect, it } from 'vitest';
import { aiChatReplies, aiExamplePrompts } from './ai-chat';
import { chooseReply } from '../src/domain/ai-chat';
import { localizedContent } from '../src/server/i18n/translators';

const topicOf = (prompt: string) =>
  aiChatReplies.topics.find((topic) => topic.reply === chooseReply(prompt, aiChatReplies))?.id ??
  'fallback';

// Decision 128: the prompts the lesson itself suggests never get "I do not know everything".
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

// Decision 331: a child typing in Spanish gets the Spanish replies, chosen by Spanish keywords.
describe('the practice chat in Spanish', () => {
  const replies = localizedContent('es', 'ai-chat', 'aiChatReplies', aiChatReplies);
  const prompts = localizedContent('es', 'ai-chat', 'aiExamplePrompts', aiExamplePrompts);
  const topicOf = (prompt: string) => {
    const reply = chooseReply(prompt, replies);
    const index = replies.topics.findIndex((topic) => topic.reply === reply);
    return index === -1 ? 'fallback' : aiChatReplies.topics[index]!.id;
  };

  it('has every reply and example in Spanish', () => {
    replies.topics.forEach((topic, i) => {
      expect(topic.reply).not.toBe(aiChatReplies.topics[i]!.reply);
      expect(topic.keywords).not.toBe(aiChatReplies.topics[i]!.keywords);
    });
    expect(replies.fallback).not.toBe(aiChatReplies.fallback);
    expect(prompts).toEqual(['¿Qué es la IA?', '¿Cómo aprende la IA?', '¿La IA se puede equivocar?', 'Cuéntame un dato curioso sobre los animales']);
  });

  it('answers each Spanish example prompt with its own topic, in Spanish', () => {
    expect(prompts.map(topicOf)).toEqual(['what-is-ai', 'learn', 'mistakes', 'animals']);
    expect(chooseReply('¿Qué es la IA?', replies)).toMatch(/^IA quiere decir Inteligencia Artificial/);
  });

  it.each([
    ['¿La IA está viva?', 'alive'],
    ['¿Los robots usan IA?', 'robots'],
    ['¿La IA puede jugar juegos?', 'games'],
    ['Háblame de los perros', 'animals'],
    ['¿Le digo mi contraseña a una IA?', 'safety'],
    ['Cuéntame un chiste', 'jokes'],
    ['¿Cómo escribo un buen prompt?', 'prompt'],
    ['Dime tres datos sobre los tiburones', 'sharks'],
    ['Explícale la lluvia a alguien de 9 años.', 'rain'],
    ['Dime cosas', 'vague'],
    ['Escribe un poema divertido sobre un gato para alguien de 9 años', 'stories'],
    ['que es la ia', 'what-is-ai'],
    ['hola', 'hello'],
  ])('answers %j on topic', (question, topicId) => {
    expect(topicOf(question)).toBe(topicId);
  });

  it('still has a friendly Spanish default', () => {
    expect(chooseReply('¿Qué tan alta es la montaña más alta?', replies)).toBe(replies.fallback);
    expect(replies.fallback).toMatch(/^¡Qué buena pregunta!/);
  });
});
