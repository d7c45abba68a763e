import * as React from "react";

/** Small faces drawn inline so avatars never wait on a network image. */
export type AvatarFace = "default" | "robot" | "user";

type FaceProps = React.ComponentProps<"svg">;

function DefaultFace(props: FaceProps) {
  return (
    <svg viewBox="0 0 40 40" {...props}>
      <circle cx="20" cy="20" r="20" fill="#fde7c8" />
      <path
        d="M14 9c2-3 8-4 11-1"
        stroke="#c98a4b"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="14.5" cy="19" r="2" fill="#3b2f25" />
      <circle cx="25.5" cy="19" r="2" fill="#3b2f25" />
      <circle cx="11.5" cy="24" r="2.3" fill="#f6b8a8" />
      <circle cx="28.5" cy="24" r="2.3" fill="#f6b8a8" />
      <path
        d="M15.5 26c2.5 2.6 6.5 2.6 9 0"
        stroke="#3b2f25"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

function RobotFace(props: FaceProps) {
  return (
    <svg viewBox="0 0 40 40" {...props}>
      <circle cx="20" cy="20" r="20" fill="#dcebfa" />
      <line x1="20" y1="6" x2="20" y2="10" stroke="#2f68a8" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="5.5" r="2" fill="#2f68a8" />
      <rect x="9" y="10" width="22" height="19" rx="6" fill="#2f68a8" />
      <circle cx="15" cy="18.5" r="2.6" fill="#ffffff" />
      <circle cx="25" cy="18.5" r="2.6" fill="#ffffff" />
      <path
        d="M15 24c3 2 7 2 10 0"
        stroke="#ffffff"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="6" y="16" width="3" height="6" rx="1.5" fill="#285a92" />
      <rect x="31" y="16" width="3" height="6" rx="1.5" fill="#285a92" />
    </svg>
  );
}

function UserFace(props: FaceProps) {
  return (
    <svg viewBox="0 0 40 40" {...props}>
      <circle cx="20" cy="20" r="20" fill="#efe7dc" />
      <circle cx="20" cy="16" r="7" fill="#8a7a68" />
      <path d="M7 34c2.5-6.5 7.5-9.5 13-9.5S30.5 27.5 33 34a20 20 0 0 1-26 0z" fill="#8a7a68" />
    </svg>
  );
}

const FACES: Record<AvatarFace, (props: FaceProps) => React.JSX.Element> = {
  default: DefaultFace,
  robot: RobotFace,
  user: UserFace,
};

export function AvatarFaceIcon({ face, ...props }: FaceProps & { face: AvatarFace }) {
  const Face = FACES[face];
  return (
    <Face
      data-face={face}
      aria-hidden="true"
      focusable="false"
      width="100%"
      height="100%"
      {...props}
    />
  );
}
