import * as React from "react";
import { Toaster as Sonner, toast as sonnerToast, type ToasterProps } from "sonner";

/**
 * The app's single toast region. Only one toast is visible at a time (docs/behaviour.md §9): a
 * newer toast replaces the one on screen instead of stacking.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast:
            "!rounded-lg !border !border-border !bg-card !text-card-foreground !shadow-lg !font-sans",
          title: "!text-sm !font-semibold",
          description: "!text-sm !text-muted-foreground",
          error:
            "!border-destructive !bg-destructive-soft !text-destructive [&_[data-description]]:!text-foreground",
        },
      }}
      {...props}
    />
  );
}

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Shows a 'title – text' toast; destructive ones get the red style and are announced assertively. */
export function showToast({
  title,
  description,
  variant = "default",
}: ToastInput): string | number {
  const options = description === undefined ? {} : { description };
  return variant === "destructive"
    ? sonnerToast.error(title, options)
    : sonnerToast(title, options);
}

export function dismissToasts(): void {
  sonnerToast.dismiss();
}
