/** The fixed 1920 x 1080 (or portrait 1080 x 1920) design, scaled to contain the window (stage.ts) and re-fitted on resize. */
import { useEffect, useState, type ReactNode } from 'react';
import { stageTransform, type StageTransform } from './stage.ts';

/** The stage's design and scale, re-fitted on resize (the 3D canvas renders at the scale so 4K stays sharp). */
export function useStageTransform(): StageTransform {
  const [fit, setFit] = useState(() => stageTransform(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setFit(stageTransform(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return fit;
}

export function Stage({ children }: { children: ReactNode }) {
  const fit = useStageTransform();
  return (
    <div className="wms-screen-viewport">
      <div
        className="wms-screen-stage"
        data-testid="screen-stage"
        data-scale={fit.scale}
        data-portrait={fit.portrait}
        style={{ width: fit.width, height: fit.height, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
