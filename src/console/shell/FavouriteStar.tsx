/** The star that pins or unpins one page to the favourites (spec console §2 Shell behaviour). */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../store/favourites-store.ts';

export function FavouriteStar({ menuNo }: { menuNo: string }) {
  const { t } = useTranslation();
  const pinned = useFavourites((s) => s.favourites.some((favourite) => favourite.menuNo === menuNo));
  const label = t(pinned ? 'favourites.unpin' : 'favourites.pin');
  // The star sits inside menu entries: its click must not also open the page.
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    void useFavourites.getState().collect(menuNo, !pinned).catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <span role="button" aria-label={label} aria-pressed={pinned} className={`wms-star${pinned ? ' wms-star-on' : ''}`} onClick={toggle}>
        {pinned ? <StarFilled /> : <StarOutlined />}
      </span>
    </Tooltip>
  );
}
