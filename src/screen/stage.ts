/**
 * The screen is designed at a fixed 1920 x 1080 (landscape) or 1080 x 1920 (portrait, for a wall
 * display turned on its side) and scaled to contain the window: on 16:9 it fills the screen, on
 * 32:9 it is centred with bands at the sides, on 4K it is scaled up by 2, on 1366 x 768 down to
 * 0.71. A window taller than wide takes the portrait design.
 */
export const DESIGN = { width: 1920, height: 1080 } as const;
export const PORTRAIT_DESIGN = { width: 1080, height: 1920 } as const;

export type StageTransform = { scale: number; left: number; top: number; portrait: boolean; width: number; height: number };

/** The design (CSS pixels) and the scale and offset that fit it into a `width` x `height` viewport. */
export function stageTransform(width: number, height: number): StageTransform {
  const portrait = height > width;
  const design = portrait ? PORTRAIT_DESIGN : DESIGN;
  const scale = Math.min(width / design.width, height / design.height);
  return { scale, left: (width - design.width * scale) / 2, top: (height - design.height * scale) / 2, portrait, width: design.width, height: design.height };
}
