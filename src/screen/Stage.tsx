/** The fixed 1920 x 1080 design, scaled to contain the window (stage.ts) and re-fitted on resize. */
import { useEffect, useState, type ReactNode } from 'react';
import { DESIGN, stageTransform, type StageTransform } from './stage.ts';

function useStageTransform(): StageTransform {
  const [fit, setFit] = useState(() => stageTransform(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setFit(stageTransform(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return fit;
}

/** The current scale of the stage (the 3D canvas renders at it so 4K stays sharp). */
export function useStageScale(): number {
  return useStageTransform().scale;
}

export function Stage({ children }: { children: ReactNode }) {
  const fit = useStageTransform();
  return (
    <div className="wms-screen-viewport">
      <div
        className="wms-screen-stage"
        data-testid="screen-stage"
        data-scale={fit.scale}
        style={{ width: DESIGN.width, height: DESIGN.height, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
