import { describe, expect, it } from 'vitest';
import { aiChatKeywords } from '../../../../content/ai-chat-keywords';
import { aiChatReplies } from '../../../../content/lessons/ai-basics';
import { chooseReply } from '../../../domain/lessons/ai-chat';
import { localizedContent } from '../../../server/i18n/translators';

// docs/decisions/331-the-practice-chat-understands-spanish.md: a child typing in Spanish gets the
// reply on their topic, chosen by Spanish keywords (the replies themselves are the lesson's
// content, in the page's language).
describe('the practice chat understands Spanish questions', () => {
  const replies = localizedContent('es', 'lessons/ai-basics', 'aiChatReplies', aiChatReplies);
  const keywords = localizedContent('es', 'ai-chat-keywords', 'aiChatKeywords', aiChatKeywords);
  const topicOf = (question: string) => {
    const reply = chooseReply(question, replies, keywords);
    const index = replies.topics.findIndex((topic) => topic.reply === reply);
    return index === -1 ? 'fallback' : aiChatReplies.topics[index]!.id;
  };

  it('has Spanish keywords for every topic, and English ones for every topic in English', () => {
    for (const topic of aiChatReplies.topics) {
      expect(keywords[topic.id as keyof typeof keywords], topic.id).toBeTruthy();
      expect(keywords[topic.id as keyof typeof keywords]).not.toBe(aiChatKeywords[topic.id as keyof typeof aiChatKeywords]);
    }
    expect(Object.keys(aiChatKeywords).sort()).toEqual(aiChatReplies.topics.map((t) => t.id).sort());
  });

  it.each([
    ['¿Qué es la IA?', 'what-is-ai'],
    ['¿Cómo aprende la IA?', 'learn'],
    ['¿La IA puede equivocarse?', 'mistakes'],
    ['¿La IA se puede equivocar?', 'mistakes'],
    ['Cuéntame un dato curioso sobre animales', 'animals'],
    ['¿La IA está viva?', 'alive'],
    ['¿Los robots usan IA?', 'robots'],
    ['¿La IA puede jugar videojuegos?', 'games'],
    ['Háblame de los perros', 'animals'],
    ['¿Le digo mi contraseña a una IA?', 'safety'],
    ['Cuéntame un chiste', 'jokes'],
    ['¿Cómo escribo una buena instrucción?', 'prompt'],
    ['Dime tres datos sobre los tiburones', 'sharks'],
    ['Explica la lluvia para alguien de 9 años.', 'rain'],
    ['Dime cosas', 'vague'],
    ['Escribe un poema divertido sobre un gato para alguien de 9 años', 'stories'],
    ['que es la ia', 'what-is-ai'],
    ['hola, ¿quién eres?', 'hello'],
  ])('answers %j on its topic', (question, topicId) => {
    expect(topicOf(question)).toBe(topicId);
  });

  it('still has the friendly default for a question it has no topic for', () => {
    expect(topicOf('¿Qué tan alta es la montaña más alta?')).toBe('fallback');
  });

  it('answers English questions as before, with the English keywords too', () => {
    expect(chooseReply('How does AI learn?', aiChatReplies, aiChatKeywords)).toBe(aiChatReplies.topics[0]!.reply);
    expect(chooseReply('Tell me stuff', aiChatReplies, aiChatKeywords)).toBe(aiChatReplies.topics.find((t) => t.id === 'vague')!.reply);
  });
});
