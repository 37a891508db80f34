import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { startI18n } from '../../i18n/i18n';
import { LessonChecklist } from './lesson-checklist';

// docs/decisions/368-what-is-left.md: what is left shows before Complete Lesson does anything.
beforeAll(() => startI18n(['lesson']));

const items = () => within(screen.getByRole('region')).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('the lesson checklist', () => {
  it('lists the quiz and the activity, each still to do, at the start', async () => {
    render(<LessonChecklist quizPassed={false} activityDone={false} activity="aiBasics" />);
    expect(await screen.findByRole('region', { name: 'To finish this lesson' })).toBeTruthy();
    expect(items()).toEqual(['Pass the quiz (still to do)', 'Ask the practice AI 3 questions (still to do)']);
  });

  it('ticks each part as it is done, and says so when both are', async () => {
    const { rerender } = render(<LessonChecklist quizPassed activityDone={false} activity="functions" />);
    expect(await screen.findByRole('region', { name: 'To finish this lesson' })).toBeTruthy();
    expect(items()).toEqual(['Pass the quiz (done)', 'Make the chorus dance (still to do)']);
    rerender(<LessonChecklist quizPassed activityDone activity="functions" />);
    expect(screen.getByRole('region', { name: 'All done! Press Complete Lesson.' })).toBeTruthy();
    expect(items()).toEqual(['Pass the quiz (done)', 'Make the chorus dance (done)']);
  });
});
