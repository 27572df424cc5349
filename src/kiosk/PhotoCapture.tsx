/**
 * An optional photo of a discrepancy as a JPEG data URL (at most 1280 px wide, quality 0.7): from
 * the camera when the device has one (hasCamera of QrScanner.tsx), else from a file or the
 * device's own photo picker (a large "Take photo" button opening a hidden file input that asks for
 * the rear camera, never the browser's own small "Choose File"); a camera that cannot start falls
 * back to it once, with no retry loop. A photo taken shows as a small thumbnail with Remove, so the
 * step's Record button stays on the 1080x1920 screen (walk 12-24). The pallet is recorded without a
 * photo as well (issue 24: damaged without camera). `hint` says what the photo is for (the damage,
 * or the pallet and its label on a short or over pallet: walk 13-24 #4).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCamera } from './QrScanner.tsx';

/** Draws a video frame or an image onto a canvas at most 1280 px wide and answers its JPEG data URL. */
function toJpeg(source: CanvasImageSource, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, 1280 / (width || 1280));
  canvas.width = Math.round((width || 640) * scale);
  canvas.height = Math.round((height || 480) * scale);
  canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.7);
}

export function PhotoCapture({ photo, onPhoto, hint }: { photo: string | undefined; onPhoto: (photo: string | undefined) => void; hint: string }) {
  const { t } = useTranslation('kiosk');
  const video = useRef<HTMLVideoElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState<boolean | null>(null);
  useEffect(() => {
    void hasCamera().then(setCamera);
  }, []);
  useEffect(() => {
    if (photo || !camera) return undefined;
    let live: MediaStream | null = null;
    let closed = false;
    navigator.mediaDevices.getUserMedia({ video: true }).then((media) => {
      live = media;
      if (closed) return media.getTracks().forEach((track) => track.stop());
      setStream(media);
      if (video.current) video.current.srcObject = media;
    }, () => setCamera(false));
    return () => {
      closed = true;
      live?.getTracks().forEach((track) => track.stop());
    };
  }, [photo, camera]);
  const fromFile = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      onPhoto(toJpeg(image, image.naturalWidth, image.naturalHeight));
      URL.revokeObjectURL(url);
    };
    image.src = url;
  };
  if (photo) {
    return (
      <div className="kiosk-photo">
        <img src={photo} alt="" className="kiosk-thumbnail" data-testid="photo" />
        <button type="button" className="kiosk-button" onClick={() => onPhoto(undefined)}>{t('receiving.removePhoto')}</button>
      </div>
    );
  }
  if (camera === false) {
    return (
      <div className="kiosk-photo" data-testid="photo-file">
        <input ref={file} type="file" accept="image/*" capture="environment" hidden onChange={(e) => fromFile(e.target.files?.[0])} />
        <button type="button" className="kiosk-button" onClick={() => file.current?.click()}>{t('receiving.photo')}</button>
        <span className="kiosk-note" data-testid="photo-hint">{hint}</span>
      </div>
    );
  }
  return (
    <div className="kiosk-scanner">
      <video ref={video} className="kiosk-video kiosk-video-photo" muted playsInline autoPlay />
      <button type="button" className="kiosk-button" disabled={!stream} onClick={() => onPhoto(toJpeg(video.current!, video.current!.videoWidth, video.current!.videoHeight))}>{t('receiving.photo')}</button>
      <span className="kiosk-note" data-testid="photo-hint">{hint}</span>
    </div>
  );
}
