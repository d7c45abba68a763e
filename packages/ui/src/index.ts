export { cn } from "./lib/cn";
export { Button, buttonVariants, type ButtonProps } from "./components/button";
export { Badge, badgeVariants, type BadgeProps } from "./components/badge";
export { Avatar, avatarVariants, type AvatarProps } from "./components/avatar";
export { AvatarFaceIcon, type AvatarFace } from "./components/avatar-faces";
export { Card, CardHeader, CardTitle, CardDescription, CardContent } from "./components/card";
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from "./components/dialog";
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
} from "./components/alert-dialog";
export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetTitle,
  SheetDescription,
} from "./components/sheet";
export { Tabs, TabsList, TabsTrigger, TabsContent } from "./components/tabs";
export { Switch } from "./components/switch";
export { Checkbox } from "./components/checkbox";
export { Progress } from "./components/progress";
export { Input, fieldClasses } from "./components/input";
export { Textarea } from "./components/textarea";
export { Label } from "./components/label";
export { Separator } from "./components/separator";
export { ScrollArea } from "./components/scroll-area";
export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectItem,
} from "./components/select";
export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent } from "./components/tooltip";
export {
  Toaster,
  showToast,
  dismissToasts,
  type ToastInput,
  type ToastVariant,
} from "./components/toaster";
export { VisuallyHidden } from "./components/visually-hidden";
