'use client';

import { useRef, useState } from 'react';
import { IMAGE_PREFETCH_MARGIN_PX, proxiedImageSources } from '@/lib/media/image-proxy';
import { useNearViewport } from '@/lib/media/use-near-viewport';

interface ProxiedImageProps {
  /** The image's address, CMS base already applied (lib/media/media-url). */
  src: string;
  alt: string;
  /** The intrinsic size (reserves the box: no layout shift). */
  width: number;
  height: number;
  /** The widest it is ever shown, in CSS pixels: the proxy's widths stop at twice that. */
  maxWidth: number;
  /** The `sizes` attribute: how wide it is shown per viewport. */
  sizes: string;
  className?: string;
}

/**
 * A remote image through the image proxy (lib/media/image-proxy): avif, else webp, each at its
 * quality, else the original format, resized to the width the screen needs; loaded once within
 * 200 px of the viewport. A picture the proxy refuses or cannot load is left out.
 */
export function ProxiedImage({ src, alt, width, height, maxWidth, sizes, className }: ProxiedImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, IMAGE_PREFETCH_MARGIN_PX);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const sources = near ? proxiedImageSources(src, maxWidth) : null;
  return (
    <picture>
      {sources ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
      {sources ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
      {/* The proxy's <picture> built by hand (lib/media/image-proxy): avif and webp each at their own quality. */}
      <img
        ref={ref}
        className={className}
        src={sources?.fallback.src}
        srcSet={sources?.fallback.srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
