/**
 * The signed-in user's favourite pages (spec console §2 "A star pins or unpins a page to
 * favourites", §6 default pinned menus, §7 Menu): loaded with getBusinessCommonMenu; pinning,
 * unpinning and reordering each answer the new list, which replaces the held one.
 */
import { create } from 'zustand';
import { call } from '../../client/request.ts';

const SERVICE = 'ISysMenuService';

/** One favourite page of ISysMenuService/getBusinessCommonMenu (menuName in the request language). */
export type Favourite = { menuNo: string; menuName: string; url: string; path: string; icon: string | null; sort: number };

type FavouritesState = {
  favourites: Favourite[];
  load: () => Promise<void>;
  /** Pins (true) or unpins (false) a page. */
  collect: (menuNo: string, collect: boolean) => Promise<void>;
  /** Moves a favourite one place up (-1) or down (+1). */
  move: (menuNo: string, step: -1 | 1) => Promise<void>;
};

export const useFavourites = create<FavouritesState>((set, get) => ({
  favourites: [],
  load: async () => set({ favourites: await call<Favourite[]>(SERVICE, 'getBusinessCommonMenu', {}, { quiet: true }) }),
  collect: async (menuNo, collect) => set({ favourites: await call<Favourite[]>(SERVICE, 'collectBusinessCommonMenu', { menuNo, collect }) }),
  move: async (menuNo, step) => {
    const menuNos = get().favourites.map((favourite) => favourite.menuNo);
    const from = menuNos.indexOf(menuNo);
    const to = from + step;
    if (from < 0 || to < 0 || to >= menuNos.length) return;
    [menuNos[from], menuNos[to]] = [menuNos[to], menuNos[from]];
    set({ favourites: await call<Favourite[]>(SERVICE, 'sortBusinessCommonMenu', { menuNos }) });
  },
}));
