import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { imageSrcSet } from '@gigbazaar/shared/rules/images';
import { swipeStep, wrapIndex } from './slider-logic';
import styles from './image-slider.module.css';

/** The slider's box is 3:2; the attributes reserve it before any image arrives (no layout shift). */
const WIDTH = 1280;
const HEIGHT = 853;
/** The slider's width: the page column on phones (16-px side padding), beside the 360-px pricing card from 960 px. */
export const SLIDER_SIZES = '(min-width: 960px) 760px, calc(100vw - 32px)';

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/**
 * The gig's pictures: previous/next buttons, dots, a horizontal swipe beyond 50 px with a
 * finger or the mouse, and the arrow keys while focused. The index wraps around both ways. Only the
 * first picture loads eagerly; the others load once the visitor shows interest (hover, focus, touch).
 */
export function ImageSlider({ images, title }: { images: string[]; title: string }) {
  const id = useId();
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const [warm, setWarm] = useState(false);
  const drag = useRef<Drag | null>(null);

  const go = (next: number) => {
    setWarm(true);
    setIndex(wrapIndex(next, count));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    setWarm(true);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, dy: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    d.dx = event.clientX - d.x;
    d.dy = event.clientY - d.y;
    // The picture follows a mostly horizontal drag.
    if (Math.abs(d.dx) > Math.abs(d.dy)) setOffset(d.dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (cancelled) return;
    d.dx = event.clientX - d.x;
    d.dy = event.clientY - d.y;
    const step = swipeStep(d.dx, d.dy);
    if (step) go(index + step);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target =
      event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (target === null || count < 2) return;
    event.preventDefault();
    go(target);
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${title}`}
      onPointerEnter={() => setWarm(true)}
      onFocus={() => setWarm(true)}
    >
      <div
        className={styles.viewport}
        tabIndex={0}
        aria-describedby={count > 1 ? `${id}-help` : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endDrag(e, false)}
        onPointerCancel={(e) => endDrag(e, true)}
        data-dragging={offset !== 0 || undefined}
      >
        <div
          className={styles.track}
          style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
          data-testid="slider-track"
        >
          {images.map((src, i) => (
            <div
              key={src}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
            >
              <img
                className={styles.image}
                // Until then the other pictures carry no source: Chrome would otherwise fetch the "lazy" ones
                // anyway (they sit within its load margin, just beside the first), competing with the first.
                src={i === 0 || warm ? src : undefined}
                srcSet={i === 0 || warm ? imageSrcSet(src) : undefined}
                sizes={SLIDER_SIZES}
                width={WIDTH}
                height={HEIGHT}
                alt={i === 0 ? title : `${title}, picture ${i + 1}`}
                loading={i === 0 || warm ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>

      {count > 1 && (
        <>
          <p id={`${id}-help`} className="visually-hidden">
            Use the left and right arrow keys to change the picture.
          </p>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(index - 1)}
            aria-label="Previous image"
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(index + 1)}
            aria-label="Next image"
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
          <p className={styles.counter} aria-hidden="true" data-testid="slide-counter">
            {index + 1} / {count}
          </p>
          <p className="visually-hidden" aria-live="polite">
            Picture {index + 1} of {count}
          </p>
          <div className={styles.dots}>
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
