import { describe, expect, it } from 'vitest';
import { aiChatReplies, aiExamplePrompts } from '../../../../content/ai-chat';
import { chooseReply } from '../../../domain/ai-chat';
import { localizedContent } from '../../../server/i18n/translators';

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
