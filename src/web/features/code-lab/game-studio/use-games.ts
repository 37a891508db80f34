// A person's games for the game studio, wherever they are kept: a guest's on this device, a
// signed-in person's on the server (games still kept on this device, moved from the guest at
// sign-up, are sent first). One shape for the panel either way, as the drawings' (use-drawings.ts).
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { CREATIONS_MAX_PER_KIND } from '../../../../domain/creations';
import { t } from '../../../i18n/i18n';
import type { PersonKey } from '../../../lib/person-store';
import type { DrawingShare } from '../gallery/gallery-api';
import { deviceGames } from './device-games';
import { deleteGame, gamesQuery, GAMES_KEY, postGame, shareGame, unshareGame } from './games-api';
import { sendKeptGames } from './send-kept-games';

/** A game in the list: `key` is its server id or its id on this device; `share` its place in the class gallery. */
export type ListedGame = {
  key: string;
  title: string;
  program: GameProgram;
  createdAt: string;
  share?: DrawingShare | null;
};

export type Games = {
  list: ListedGame[];
  loading: boolean;
  /** The person keeps CREATIONS_MAX_PER_KIND games. */
  full: boolean;
  /** Games still on this device that the account has no room for yet. */
  waiting: number;
  save(title: string, program: GameProgram): Promise<ListedGame>;
  remove(key: string): Promise<void>;
  /** A class child's: share with the class (the teacher looks first), or take it back. */
  share?(key: string): Promise<void>;
  unshare?(key: string): Promise<void>;
};

/** The guest's games, on this device only (none until `device`: the page is awake). */
export function useDeviceGames(device: boolean): Games {
  const [list, setList] = useState(() => (device ? deviceGames.list('guest') : []));
  const refresh = () => setList(deviceGames.list('guest'));
  return {
    list: list.map((g) => ({ ...g, key: g.id })),
    loading: false,
    full: list.length >= CREATIONS_MAX_PER_KIND,
    waiting: 0,
    async save(title, program) {
      const kept = deviceGames.add('guest', title, program);
      if (kept === 'full') throw new Error(t('gameStudio.games.tooMany', { max: CREATIONS_MAX_PER_KIND }));
      if (kept === 'not-kept') throw new Error(t('gameStudio.games.deviceFull'));
      refresh();
      return { ...kept, key: kept.id };
    },
    async remove(key) {
      deviceGames.remove('guest', key);
      refresh();
    },
  };
}

/** A signed-in person's games, on the server. */
export function useServerGames(person: PersonKey): Games {
  const queryClient = useQueryClient();
  const query = useQuery(gamesQuery(person));
  const [waiting, setWaiting] = useState(0);
  const refetch = () => queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, person] });

  useEffect(() => {
    let live = true;
    if (deviceGames.list(person).length === 0) return;
    void sendKeptGames(person).then((result) => {
      if (!live) return;
      setWaiting(result.left);
      if (result.sent > 0) void refetch();
    });
    return () => {
      live = false;
    };
    // Once per person: what moved here from the guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [person]);

  const list = (query.data ?? []).map((g) => ({ ...g, key: String(g.id) }));
  return {
    list,
    loading: query.isPending,
    full: list.length >= CREATIONS_MAX_PER_KIND,
    waiting,
    async save(title, program) {
      const saved = await postGame(title, program);
      await refetch();
      return { ...saved, key: String(saved.id) };
    },
    async remove(key) {
      await deleteGame(Number(key));
      await refetch();
    },
    async share(key) {
      await shareGame(Number(key));
      await refetch();
    },
    async unshare(key) {
      await unshareGame(Number(key));
      await refetch();
    },
  };
}
