/**
 * The screen is designed at a fixed 1920 x 1080 and scaled to contain the window: on 16:9 it
 * fills the screen, on 32:9 it is centred with bands at the sides, on 4K it is scaled up by 2.
 */
export const DESIGN = { width: 1920, height: 1080 } as const;

export type StageTransform = { scale: number; left: number; top: number };

/** The scale and offset (CSS pixels) that fit the design into a `width` x `height` viewport. */
export function stageTransform(width: number, height: number): StageTransform {
  const scale = Math.min(width / DESIGN.width, height / DESIGN.height);
  return { scale, left: (width - DESIGN.width * scale) / 2, top: (height - DESIGN.height * scale) / 2 };
}
