import type { RatingColumn } from '../ratingColumns';

/** Fixed sizes, so the virtualiser knows every row and column without measuring it. */
export const ROW_HEIGHT = 44;
export const GROUP_HEIGHT = 30;
export const HEAD_HEIGHT = 60;
export const HEADER_HEIGHT = GROUP_HEIGHT + HEAD_HEIGHT;

export const widthOf = (column: RatingColumn): number => {
  switch (column.kind) {
    case 'placeholder':
      return 72;
    case 'exam':
      return 116;
    case 'total':
      return column.field === 'place' ? 76 : 104;
    default:
      return 96;
  }
};
