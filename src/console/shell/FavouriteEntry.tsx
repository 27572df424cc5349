/** One entry of the side menu's favourites: the page name, up/down buttons to reorder and the star to unpin. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites, type Favourite } from '../store/favourites-store.ts';
import { FavouriteStar } from './FavouriteStar.tsx';

type Props = { favourite: Favourite; isFirst: boolean; isLast: boolean };

export function FavouriteEntry({ favourite, isFirst, isLast }: Props) {
  const { t } = useTranslation();
  const move = (step: -1 | 1) => (event: MouseEvent) => {
    event.stopPropagation();
    void useFavourites.getState().move(favourite.menuNo, step).catch(() => undefined);
  };
  return (
    <span className="wms-menu-entry" data-testid={`favourite-${favourite.menuNo}`}>
      <span className="wms-menu-name">{favourite.menuName}</span>
      <span className="wms-menu-actions">
        {!isFirst && <ArrowUpOutlined className="wms-move" role="button" aria-label={t('favourites.moveUp')} onClick={move(-1)} />}
        {!isLast && <ArrowDownOutlined className="wms-move" role="button" aria-label={t('favourites.moveDown')} onClick={move(1)} />}
        <FavouriteStar menuNo={favourite.menuNo} />
      </span>
    </span>
  );
}
