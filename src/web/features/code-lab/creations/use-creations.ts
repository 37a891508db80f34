// A person's creations of one kind for its studio, wherever they are kept
// (docs/product/code-lab.md#creations-by-kind): a guest's on this device, a signed-in person's on
// the server (ones they still keep on this device, moved from the guest at sign-up, are sent
// first). One shape for the panel either way, whatever the kind.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CREATIONS_MAX_PER_KIND } from '../../../../domain/creations';
import type { PersonKey } from '../../../lib/person-store';
import type { DrawingShare } from '../gallery/gallery-api';
import type { CreationsApi } from './creations-api';
import type { DeviceCreations } from './device-creations';
import { sendKept } from './send-kept';

/** A kind as the page keeps it: on this device and on the server. */
export type KeptKind<P> = { device: DeviceCreations<P>; api: CreationsApi<P> };

/**
 * A creation in the list: `key` is its server id or its id on this device; `share`, on the
 * server's, is its place in the class gallery (docs/product/gallery-screens.md), null if none.
 */
export type ListedCreation<P> = {
  key: string;
  title: string;
  program: P;
  createdAt: string;
  share?: DrawingShare | null;
};

export type Creations<P> = {
  list: ListedCreation<P>[];
  loading: boolean;
  /** True when the person keeps CREATIONS_MAX_PER_KIND (the panel says so before a save is tried). */
  full: boolean;
  /** Ones still on this device that the account has no room for yet. */
  waiting: number;
  save(title: string, program: P): Promise<ListedCreation<P>>;
  rename(key: string, title: string): Promise<void>;
  /** Saves a new program over a kept one (where the class is shown it, it waits for the teacher). */
  update(key: string, program: P): Promise<void>;
  remove(key: string): Promise<void>;
  /** A class child's: share with the class (the teacher looks first), or take it back. */
  share?(key: string): Promise<void>;
  unshare?(key: string): Promise<void>;
};

/** Why this device did not keep one: it keeps the most there is room for, or it could not write. */
export class DeviceRefusal extends Error {
  constructor(readonly reason: 'full' | 'not-kept') {
    super(`this device did not keep it: ${reason}`);
  }
}

/** The guest's, on this device only (none until `device`: the page is awake). */
export function useDeviceCreations<P>({ device: store }: KeptKind<P>, device: boolean): Creations<P> {
  const [list, setList] = useState(() => (device ? store.list('guest') : []));
  const refresh = () => setList(store.list('guest'));
  const toListed = (c: (typeof list)[number]): ListedCreation<P> => ({ ...c, key: c.id });
  return {
    list: list.map(toListed),
    loading: false,
    full: list.length >= CREATIONS_MAX_PER_KIND,
    waiting: 0,
    async save(title, program) {
      const kept = store.add('guest', title, program);
      if (typeof kept === 'string') throw new DeviceRefusal(kept);
      refresh();
      return toListed(kept);
    },
    async rename(key, title) {
      if (!store.change('guest', key, { title })) throw new DeviceRefusal('not-kept');
      refresh();
    },
    async update(key, program) {
      if (!store.change('guest', key, { program })) throw new DeviceRefusal('not-kept');
      refresh();
    },
    async remove(key) {
      store.remove('guest', key);
      refresh();
    },
  };
}

/** A signed-in person's, on the server. */
export function useServerCreations<P>(kind: KeptKind<P>, person: PersonKey): Creations<P> {
  const { api } = kind;
  const queryClient = useQueryClient();
  const query = useQuery(api.query(person));
  const [waiting, setWaiting] = useState(0);
  const refetch = () => queryClient.invalidateQueries({ queryKey: [...api.key, person] });

  useEffect(() => {
    let live = true;
    if (kind.device.list(person).length === 0) return;
    void sendKept(kind.device, api, person).then((result) => {
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

  const list = (query.data ?? []).map((c) => ({ ...c, key: String(c.id) }));
  const then = (work: (id: number) => Promise<unknown>) => async (key: string) => {
    await work(Number(key));
    await refetch();
  };
  return {
    list,
    loading: query.isPending,
    full: list.length >= CREATIONS_MAX_PER_KIND,
    waiting,
    async save(title, program) {
      const saved = await api.post(title, program);
      await refetch();
      return { ...saved, key: String(saved.id) };
    },
    rename: (key, title) => then((id) => api.patch(id, { title }))(key),
    update: (key, program) => then((id) => api.patch(id, { program }))(key),
    remove: then(api.remove),
    share: then(api.share),
    unshare: then(api.unshare),
  };
}
