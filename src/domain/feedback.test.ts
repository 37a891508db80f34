import { describe, expect, it } from 'vitest';
import { composeFeedbackMessage, feedbackSubmissionSchema, isFeedbackComplete } from './feedback';

describe('composeFeedbackMessage', () => {
  it('puts each answer after its prefix, separated by blank lines', () => {
    expect(composeFeedbackMessage({ helpful: 'The robot dance', confusing: 'The maze arrows', recommend: 'Yes, my cousin' })).toBe(
      "What was helpful or exciting: The robot dance\n\nWhat was confusing or didn't work: The maze arrows\n\nWould you recommend it: Yes, my cousin",
    );
  });

  it('leaves out empty and blank answers and trims the rest', () => {
    expect(composeFeedbackMessage({ helpful: '   ', confusing: '  Nothing!  ', recommend: '' })).toBe(
      "What was confusing or didn't work: Nothing!",
    );
    expect(composeFeedbackMessage({ helpful: 'Quiz', confusing: 'Login', recommend: '\n' })).toBe(
      "What was helpful or exciting: Quiz\n\nWhat was confusing or didn't work: Login",
    );
  });

  it('keeps line breaks inside an answer', () => {
    expect(composeFeedbackMessage({ helpful: '', confusing: 'one\ntwo', recommend: 'teachers' })).toBe(
      "What was confusing or didn't work: one\ntwo\n\nWould you recommend it: teachers",
    );
  });
});

describe('isFeedbackComplete', () => {
  it('needs the second question answered', () => {
    expect(isFeedbackComplete({ helpful: 'fun', confusing: '', recommend: 'yes' })).toBe(false);
    expect(isFeedbackComplete({ helpful: '', confusing: '  ', recommend: '' })).toBe(false);
    expect(isFeedbackComplete({ helpful: '', confusing: 'the quiz', recommend: '' })).toBe(true);
  });
});

describe('feedbackSubmissionSchema', () => {
  it('fills the spec defaults and accepts null rating and email', () => {
    const parsed = feedbackSubmissionSchema.parse({ message: 'hi', rating: null, email: null });
    expect(parsed).toMatchObject({ message: 'hi', feedbackType: 'user_testing', subject: 'User Testing Feedback' });
  });

  it('refuses ratings outside 1-5, non-integers, empty messages and bad emails', () => {
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { message: '   ' }, { email: 'not-an-email' }, { message: 'x'.repeat(5001) }]) {
      expect(feedbackSubmissionSchema.safeParse({ message: 'ok', ...bad }).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});
