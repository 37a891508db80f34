// A person's drawings for the studio, wherever they are kept (docs/product/code-lab.md#free-drawing):
// a guest's on this device, a signed-in person's on the server (drawings they still keep on this
// device, moved from the guest at sign-up, are sent first). One shape for the panel either way.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Program } from '../../../../domain/code-lab/program';
import { DRAWINGS_MAX } from '../../../../domain/drawings';
import { t } from '../../../i18n/i18n';
import type { PersonKey } from '../../../lib/person-store';
import { deviceDrawings } from '../drawings/device-drawings';
import {
  deleteDrawing,
  drawingsQuery,
  DRAWINGS_KEY,
  patchDrawing,
  postDrawing,
} from '../drawings/drawings-api';
import { sendKeptDrawings } from '../drawings/send-kept-drawings';
import { shareDrawing, unshareDrawing, type DrawingShare } from '../gallery/gallery-api';

/**
 * A drawing in the list: `key` is its server id or its id on this device; `share`, on the
 * server's, is its place in the class gallery (docs/product/gallery-screens.md), null if none.
 */
export type ListedDrawing = {
  key: string;
  title: string;
  program: Program;
  createdAt: string;
  share?: DrawingShare | null;
};

export type Drawings = {
  list: ListedDrawing[];
  loading: boolean;
  /** True when the person keeps DRAWINGS_MAX (the panel says so before a save is tried). */
  full: boolean;
  /** Drawings still on this device that the account has no room for yet. */
  waiting: number;
  save(title: string, program: Program): Promise<ListedDrawing>;
  rename(key: string, title: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** A class child's: share with the class (the teacher looks first), or take it back. */
  share?(key: string): Promise<void>;
  unshare?(key: string): Promise<void>;
};

const deviceError = (message: string) => new Error(message);

/** The guest's drawings, on this device only (none until `device`: the page is awake). */
export function useDeviceDrawings(device: boolean): Drawings {
  const [list, setList] = useState(() => (device ? deviceDrawings.list('guest') : []));
  const refresh = () => setList(deviceDrawings.list('guest'));
  const toListed = (d: (typeof list)[number]): ListedDrawing => ({ ...d, key: d.id });
  return {
    list: list.map(toListed),
    loading: false,
    full: list.length >= DRAWINGS_MAX,
    waiting: 0,
    async save(title, program) {
      const kept = deviceDrawings.add('guest', title, program);
      if (kept === 'full') throw deviceError(t('codeLab.studio.tooMany', { max: DRAWINGS_MAX }));
      if (kept === 'not-kept') throw deviceError(t('codeLab.studio.deviceFull'));
      refresh();
      return toListed(kept);
    },
    async rename(key, title) {
      if (!deviceDrawings.rename('guest', key, title)) throw deviceError(t('codeLab.studio.deviceFull'));
      refresh();
    },
    async remove(key) {
      deviceDrawings.remove('guest', key);
      refresh();
    },
  };
}

/** A signed-in person's drawings, on the server. */
export function useServerDrawings(person: PersonKey): Drawings {
  const queryClient = useQueryClient();
  const query = useQuery(drawingsQuery(person));
  const [waiting, setWaiting] = useState(0);
  const refetch = () => queryClient.invalidateQueries({ queryKey: [...DRAWINGS_KEY, person] });

  useEffect(() => {
    let live = true;
    if (deviceDrawings.list(person).length === 0) return;
    void sendKeptDrawings(person).then((result) => {
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

  const list = (query.data ?? []).map((d) => ({ ...d, key: String(d.id) }));
  return {
    list,
    loading: query.isPending,
    full: list.length >= DRAWINGS_MAX,
    waiting,
    async save(title, program) {
      const saved = await postDrawing(title, program);
      await refetch();
      return { ...saved, key: String(saved.id) };
    },
    async rename(key, title) {
      await patchDrawing(Number(key), title);
      await refetch();
    },
    async remove(key) {
      await deleteDrawing(Number(key));
      await refetch();
    },
    async share(key) {
      await shareDrawing(Number(key));
      await refetch();
    },
    async unshare(key) {
      await unshareDrawing(Number(key));
      await refetch();
    },
  };
}
