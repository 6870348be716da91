/**
 * GET and PUT /api/content/menus: the three menus are one block of site content, read and replaced whole
 * as the other blocks are.
 */
import {
  useContentBlock,
  useSaveContentBlock,
} from '#client/features/site-content/lists/api/content-block.ts';

export const useMenus = () => useContentBlock('menus');

export const useSaveMenus = () => useSaveContentBlock('menus');
