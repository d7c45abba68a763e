import * as React from "react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { AvatarFaceIcon, type AvatarFace } from "./avatar-faces";

export const avatarVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted font-semibold text-foreground select-none",
  {
    variants: {
      size: {
        sm: "size-6 text-[0.625rem]",
        md: "size-8 text-xs",
        lg: "size-10 text-sm",
        xl: "size-16 text-xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** Picture to show when it loads (lazily); the fallback shows until then or on error. */
    src?: string | null;
    /** Accessible name; without it the avatar is decorative. */
    alt?: string;
    /** Text (usually one letter) shown when there is no picture; without it the face is drawn. */
    fallback?: string | null;
    face?: AvatarFace;
  };

export function Avatar({
  className,
  size,
  src,
  alt,
  fallback,
  face = "default",
  ...props
}: AvatarProps) {
  const labelled = Boolean(alt);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? "md"}
      data-face={face}
      role={labelled ? "img" : undefined}
      aria-label={labelled ? alt : undefined}
      aria-hidden={labelled ? undefined : true}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center"
      >
        {fallback ? (
          <span className="flex size-full items-center justify-center bg-secondary text-secondary-foreground">
            {fallback}
          </span>
        ) : (
          <AvatarFaceIcon face={face} />
        )}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
