import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { PointBadge, pointBadgeTone } from './point-badge';

beforeAll(() => startI18n(['admin']));

describe('outreach point badges (docs/product.md#admin-pages)', () => {
  it('picks the colour by thresholds 500 / 200 / 50', () => {
    expect([0, 49, 50, 199, 200, 499, 500, 5000].map(pointBadgeTone)).toEqual(['grey', 'grey', 'green', 'green', 'blue', 'blue', 'purple', 'purple']);
  });

  it('always shows the points as text', () => {
    render(<PointBadge points={250} />);
    expect(screen.getByText('250 pts')).toBeTruthy();
  });
});
