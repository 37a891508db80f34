import { beforeEach, expect, it } from 'vitest';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { newStudioGame } from '../../../../domain/code-lab/stages/game/game-studio';
import { CREATIONS_MAX_PER_KIND } from '../../../../domain/creations';
import { personStore } from '../../../lib/person-store';
import { DEVICE_GAMES_NAME, deviceGames } from './kept-games';

beforeEach(() => window.localStorage.clear());

const game: GameProgram = {
  ...newStudioGame(),
  handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 10 }] }],
};

it('keeps each person’s games apart, newest first, and deletes them', () => {
  const first = deviceGames.add('guest', ' Chase ', game, new Date('2026-11-26T06:00:00Z'));
  const second = deviceGames.add('guest', 'Race', game, new Date('2026-11-26T07:00:00Z'));
  deviceGames.add('user-1', 'Catch', game);
  if (typeof first === 'string' || typeof second === 'string') throw new Error('not kept');
  expect(first.title).toBe('Chase');
  expect(deviceGames.list('guest').map((g) => g.title)).toEqual(['Race', 'Chase']);
  expect(deviceGames.list('user-1').map((g) => g.title)).toEqual(['Catch']);
  deviceGames.remove('guest', second.id);
  deviceGames.remove('guest', first.id);
  expect(personStore.names('guest')).toEqual([]);
});

it(`keeps at most ${CREATIONS_MAX_PER_KIND} for a person, like an account`, () => {
  for (let i = 0; i < CREATIONS_MAX_PER_KIND; i++) expect(deviceGames.add('guest', `G${i}`, game)).toMatchObject({ title: `G${i}` });
  expect(deviceGames.add('guest', 'One more', game)).toBe('full');
});

it('moves with the guest’s things at sign-up', () => {
  deviceGames.add('guest', 'Guest game', game);
  personStore.move('guest', 'user-5');
  expect(deviceGames.list('user-5').map((g) => g.title)).toEqual(['Guest game']);
  expect(deviceGames.list('guest')).toEqual([]);
});

it('leaves out anything kept here that is not a studio game (a hand-edited store)', () => {
  personStore.write('guest', DEVICE_GAMES_NAME, {
    ok: { title: 'Fine', createdAt: '2026-11-26T06:00:00Z', program: game },
    noScene: { title: 'No scene', createdAt: '2026-11-26T06:00:00Z', program: { ...game, sprites: undefined } },
    typedName: { title: 'Tom', createdAt: '2026-11-26T06:00:00Z', program: { ...game, sprites: [{ ...game.sprites![0]!, id: 'Tom' }] } },
    drawing: { title: 'Line', createdAt: '2026-11-26T06:00:00Z', program: { version: 1, body: [] } },
    noTitle: { title: '', createdAt: '2026-11-26T06:00:00Z', program: game },
  });
  expect(deviceGames.list('guest').map((g) => g.id)).toEqual(['ok']);
});
