import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import mp4 from '../../../assets/media/gigbazaar-explainer.mp4';
import poster from '../../../assets/media/gigbazaar-explainer-poster.webp';
import webm from '../../../assets/media/gigbazaar-explainer.webm';
import styles from './explainer-video.module.css';

/**
 * Made by apps/web/scripts/make-marketing-video.mjs into src/assets/media; imported, so the build serves them
 * under content-hashed /assets URLs with immutable caching (nothing fetched elsewhere).
 */
const MEDIA = {
  mp4,
  webm,
  poster,
  width: 960,
  height: 540,
};

/**
 * The visitors' explainer: a silent 10-second loop. It is muted, loops, plays inline and preloads nothing.
 * Playback starts after mount, only while the video is on screen and only when the visitor has not asked
 * for reduced motion; then the poster shows with a play button. A pause button is always there
 * (WCAG 2.2.2). Width and height are set, so nothing shifts when the poster or the video arrives.
 */
export function ExplainerVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Until mount decides (reduced motion or not), the play button stays out of sight: before hydration it could not work.
  const [ready, setReady] = useState(false);
  const pausedByUser = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setReady(true);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          if (!pausedByUser.current && video.paused) {
            video.muted = true;
            setPlaying(true); // optimistic: no "Play" flash while the first bytes load
            video.play().catch(() => {
              // Autoplay refused (data saver, policy): the poster and the play button stay.
              setPlaying(false);
            });
          }
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      pausedByUser.current = false;
      video.muted = true;
      setPlaying(true);
      void video.play().catch(() => setPlaying(false));
    } else {
      pausedByUser.current = true;
      video.pause();
    }
  };

  return (
    <div className={styles.frame} data-playing={playing} data-ready={ready}>
      {/* The poster as a lazy image under the video rather than its poster attribute, which the browser fetches
          at once even when the block is below the fold; the video's first frame covers it once playing. */}
      <img
        className={styles.poster}
        src={MEDIA.poster}
        width={MEDIA.width}
        height={MEDIA.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <video
        ref={ref}
        className={styles.video}
        width={MEDIA.width}
        height={MEDIA.height}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-label="Animation: find a service, pay in rupees held in escrow, get it delivered and release the payment"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="home-video"
      >
        <source src={MEDIA.mp4} type="video/mp4" />
        <source src={MEDIA.webm} type="video/webm" />
      </video>
      <button
        type="button"
        className={playing ? styles.pause : styles.play}
        onClick={toggle}
        aria-label={playing ? 'Pause video' : undefined}
      >
        {playing ? (
          <Pause size={18} aria-hidden="true" />
        ) : (
          <>
            <Play size={18} aria-hidden="true" />
            <span className={styles.playText}>Play video</span>
          </>
        )}
      </button>
    </div>
  );
}
