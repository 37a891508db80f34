import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n, t } from '../../i18n/i18n';
import { feedbackTypeLabel, formatSubmittedAt, ratingText } from './format';

beforeAll(() => startI18n(['admin']));

describe('admin feedback formatting', () => {
  it('shows dates in US English short format with hour and minute (docs/product.md#dates)', () => {
    const iso = '2026-03-04T15:07:00';
    const expected = new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });
    expect(formatSubmittedAt(iso)).toBe(expected);
    expect(formatSubmittedAt(iso)).toMatch(/^3\/4\/26, 3:07\s?PM$/);
  });

  it('describes the rating in words', () => {
    expect(ratingText(t, 4)).toBe('Rating: 4 out of 5');
    expect(ratingText(t, null)).toBe('No rating');
  });

  it('labels feedback types in words', () => {
    expect(feedbackTypeLabel('user_testing', 'Feedback')).toBe('User testing');
    expect(feedbackTypeLabel('', 'Feedback')).toBe('Feedback');
  });
});
