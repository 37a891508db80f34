// The letter for parents says what our notice and the welcome email say (issue 32, item 10): the
// minute-by-minute record of work, kept 30 days, and that a drawing the teacher approves is
// shown to the classmates under the nickname. Both languages.
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURES } from '../../../../domain/accounts/child-profile';
import { i18n, loadNamespace } from '../../../i18n/i18n';
import type { ClassDetail } from '../classes-api';
import { PrintSheet } from './print-sheet';

const cls: ClassDetail = {
  id: 4,
  name: 'Owls',
  joinCode: 'ABC234',
  studentCount: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  archivedAt: null,
  galleryOn: true,
  soundOn: true,
  locale: null,
  signInPausedUntil: null,
  students: [{ id: 9, nickname: 'Mia', avatarId: 3, pictures: [PICTURES[0], PICTURES[1]] }],
};

const letterText = () => {
  render(
    <PrintSheet cls={cls} teacher="Ms Lee" job={{ kind: 'letters' }} origin="https://ada.example" />,
  );
  return screen.getByTestId('print-sheet').textContent ?? '';
};

afterAll(() => act(() => i18n.activate('en')));

describe('the letter for parents', () => {
  it('says the minutes are recorded and kept 30 days, and what the class gallery shows', () => {
    const text = letterText();
    expect(text).toContain('which minutes they were working');
    expect(text).toContain('The record of which minutes Mia was working is kept 30 days.');
    expect(text).toContain(
      'Once I approve it, classmates see it under the nickname Mia, never its title',
    );
    // The Vision Lab (docs/decisions/417-vision-lab-fairness-and-privacy.md).
    expect(text).toContain('drawings, games, tunes, web pages and finders');
    expect(text).toContain(
      'we keep the strokes of those drawings (cells of a 32×32 grid) in their programs and finders, never a picture. The app never turns on the camera or the microphone. A finder Mia shares with the class is seen by classmates only after I approve it.',
    );
  });

  it('says the same in Spanish', async () => {
    await Promise.all(['classes', 'pictures'].map((ns) => loadNamespace('es', ns)));
    act(() => i18n.activate('es'));
    const text = letterText();
    expect(text).toContain('en qué minutos estuvo trabajando');
    expect(text).toContain('El registro de los minutos en que Mia estuvo trabajando se guarda 30 días.');
    expect(text).toContain('Cuando lo apruebo, sus compañeros y compañeras lo ven con el apodo Mia');
    expect(text).toContain(
      'guardamos los trazos de esos dibujos (casillas de una cuadrícula de 32×32) en sus programas y buscadores, nunca una imagen. La aplicación nunca enciende la cámara ni el micrófono. Un buscador que Mia comparta con la clase solo lo ven sus compañeros y compañeras después de que yo lo apruebe.',
    );
  });
});
