import { describe, expect, it } from 'vitest';
import type { ChildProgress } from '../../../domain/api/child-progress-api';
import { classCsv, CSV_HEADER } from './class-export';

const sam: ChildProgress = {
  id: 7,
  nickname: 'Sam',
  avatarId: 3,
  lessons: ['intro-to-coding'],
  codeLab: [{ levelId: 'birthday-1', stars: 0, runs: 5, fails: 5 }],
  badges: [],
  points: 10,
  level: 1,
  lastActiveAt: null,
  needsHelp: ['birthday-1'],
  activeMinutes: { today: 0, week: 0 },
};

// The CSV's words in the request's language (issue 26, docs/product/classes.md#in-spanish).
describe('the class CSV', () => {
  it('names its columns in English, or in Spanish for a Spanish request', () => {
    expect(classCsv([], 'UTC', []).split('\r\n')[0]).toBe(CSV_HEADER.join(','));
    expect(CSV_HEADER[0]).toBe('Nickname');
    const spanish = classCsv([], 'UTC', [], 'es').split('\r\n')[0]!.split(',');
    expect(spanish).toHaveLength(CSV_HEADER.length);
    expect(spanish[0]).toBe('Apodo');
    expect(spanish).toContain('Última actividad');
    expect(spanish).toContain('Tareas terminadas');
  });

  it('names lessons and levels as the pages do, in the request\'s language (issue 32)', () => {
    const english = classCsv([sam], 'UTC', []).split('\r\n')[1]!;
    expect(english).toContain('Birthday Adventure 1: To the party');
    const spanish = classCsv([sam], 'UTC', [], 'es').split('\r\n')[1]!;
    expect(spanish).toContain('Aventura de cumpleaños 1: Hacia la fiesta');
    expect(spanish).toContain('¿Qué es programar?');
    expect(spanish).not.toMatch(/To the party|What is Coding/);
  });

  it('counts and names the Game Lab’s levels like the others, in the request’s language', () => {
    const racer: ChildProgress = {
      ...sam,
      codeLab: [
        { levelId: 'game-1', stars: 3, runs: 1, fails: 0 },
        { levelId: 'racer-1', stars: 0, runs: 6, fails: 6 },
      ],
      needsHelp: ['racer-1'],
    };
    const [, english] = classCsv([racer], 'UTC', []).split('\r\n');
    const cells = english!.split(',');
    expect(cells[CSV_HEADER.indexOf('Code Lab levels solved')]).toBe('1');
    expect(cells[CSV_HEADER.indexOf('Code Lab stars')]).toBe('3');
    expect(english).toContain('Code Racer 1: Start your engine');
    const spanish = classCsv([racer], 'UTC', [], 'es').split('\r\n')[1]!;
    expect(spanish).toContain('Carrera de código 1: Enciende el motor');
  });

  // "fails" is every failed run, in the child's detail
  // (docs/decisions/271-a-childs-code-lab-work.md); the CSV's column, like the dashboard's cell,
  // counts the tries since the level was last solved, and says so
  // (docs/decisions/373-fails-and-tries-without-solving.md).
  it('names the Code Lab column for what it counts: the tries without solving', () => {
    expect(CSV_HEADER).toContain('Code Lab tries without solving');
    expect(CSV_HEADER.join(',')).not.toMatch(/fail/i);
    const spanish = classCsv([], 'UTC', [], 'es').split('\r\n')[0]!.split(',');
    expect(spanish).toContain('Intentos sin resolver en el Laboratorio de código');
    expect(spanish.join(',')).not.toMatch(/fallid/i);
    const trier = {
      id: 1,
      nickname: 'Sam',
      avatarId: 1,
      lessons: [],
      codeLab: [
        { levelId: 'tech-lab-1', stars: 3, runs: 7, fails: 0 },
        { levelId: 'tech-lab-2', stars: 0, runs: 4, fails: 4 },
      ],
      badges: [],
      points: 0,
      level: 1,
      lastActiveAt: null,
      needsHelp: ['tech-lab-2'],
      activeMinutes: { today: 0, week: 0 },
    };
    const [header, row] = classCsv([trier], 'UTC', []).split('\r\n');
    const column = header!.split(',').indexOf('Code Lab tries without solving');
    expect(row!.split(',')[column]).toBe('4');
  });
});
