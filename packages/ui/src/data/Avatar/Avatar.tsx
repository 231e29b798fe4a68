import { useState } from 'react';
import { initialsOf } from './initials';
import { AvatarRoot } from './Avatar.styles';

/** Avatar sizes: sm 24px, md 32px, lg 48px, xl 64px. */
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's full name (or e-mail): the image's alt text and the source of the initials. */
  name: string;
  /** Image URL. When missing or when it fails to load, the initials are shown. */
  src?: string;
  /** Default `'md'`. */
  size?: AvatarSize;
  /**
   * `true` when the name is already shown next to the avatar: the avatar is then hidden from
   * assistive technology so the name is not read twice. Default `false`.
   */
  isDecorative?: boolean;
  /** For layout only. */
  className?: string;
}

/**
 * A person's picture, or their initials on the accent colour when there is no picture (or it fails
 * to load). Read as the person's name (`img` role), unless `isDecorative`.
 */
export function Avatar({ name, src, size = 'md', isDecorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  if (showImage) {
    return (
      <AvatarRoot data-size={size} className={className} aria-hidden={isDecorative || undefined}>
        <img src={src} alt={isDecorative ? '' : name} onError={() => setFailedSrc(src)} />
      </AvatarRoot>
    );
  }
  return (
    <AvatarRoot
      data-size={size}
      className={className}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </AvatarRoot>
  );
}
