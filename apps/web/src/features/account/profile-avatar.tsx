import { initialsOf } from './profile-text';

/** The profile photo, or the initials on navy when there is none. */
export function ProfileAvatar({ name, photo, size = 96 }: { name: string; photo?: string; size?: number }) {
  if (photo) {
    return (
      <img
        className="nb-avatar"
        src={photo}
        alt={`Profile photo of ${name}`}
        width={size}
        height={size}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      className="nb-avatar nb-avatar--initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      role="img"
      aria-label={`Profile of ${name}`}
    >
      {initialsOf(name)}
    </span>
  );
}
