import { TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { afterLoadWhenIdle } from '@/lib/idle';

// Held so that the browser keeps the parsed pictures in its memory cache.
const warmed: HTMLImageElement[] = [];

/**
 * Loads every category's artwork at the first idle moment after the page's load. Why: a card
 * without its own picture shows its category's SVG artwork, and the browser builds a whole SVG
 * document the first time it draws one: about 3 ms each (12–15 ms at 4× CPU slowdown), in a task
 * right after the frame the card appears in. Typing in the search box brings new categories into
 * view keystroke after keystroke, and each first one delayed the next keystroke. Sixteen small
 * files (about 26 kB before compression), once per visit. Returns a function that cancels it.
 */
export function warmCategoryArtwork(): () => void {
  if (warmed.length > 0) return () => {};
  return afterLoadWhenIdle(() => {
    if (warmed.length > 0) return;
    for (const category of TOP_LEVEL_CATEGORIES) {
      if (!category.imagePath) continue;
      const image = new Image();
      image.decoding = 'async';
      image.src = category.imagePath;
      warmed.push(image);
    }
  });
}
