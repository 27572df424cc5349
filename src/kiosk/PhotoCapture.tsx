/** Takes one photo from the camera as a JPEG data URL (about 1280 px wide, quality 0.7) for a discrepancy. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PhotoCapture({ photo, onPhoto }: { photo: string | undefined; onPhoto: (photo: string | undefined) => void }) {
  const { t } = useTranslation('kiosk');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  useEffect(() => {
    if (photo) return undefined;
    let live: MediaStream | null = null;
    void navigator.mediaDevices.getUserMedia({ video: true }).then((media) => {
      live = media;
      setStream(media);
      if (video.current) video.current.srcObject = media;
    });
    return () => live?.getTracks().forEach((track) => track.stop());
  }, [photo]);
  const take = () => {
    const source = video.current!;
    const canvas = document.createElement('canvas');
    const scale = Math.min(1, 1280 / (source.videoWidth || 1280));
    canvas.width = Math.round((source.videoWidth || 640) * scale);
    canvas.height = Math.round((source.videoHeight || 480) * scale);
    canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
    onPhoto(canvas.toDataURL('image/jpeg', 0.7));
  };
  return photo ? (
    <div className="kiosk-scanner">
      <img src={photo} alt="" className="kiosk-video" data-testid="photo" />
      <button type="button" className="kiosk-button" onClick={() => onPhoto(undefined)}>{t('receiving.retake')}</button>
    </div>
  ) : (
    <div className="kiosk-scanner">
      <video ref={video} className="kiosk-video" muted playsInline autoPlay />
      <button type="button" className="kiosk-button" disabled={!stream} onClick={take}>{t('receiving.photo')}</button>
    </div>
  );
}
