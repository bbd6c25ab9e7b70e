// One confirmation step for actions that change what others see and cannot simply be taken back (make an
// edition current, override its phase, remove a member): a title that asks, a description of what will
// happen, Cancel, and the action's own button, disabled with a spinner while its request runs. The
// dialog stays open on failure (the caller reports it), so the choice is never lost.
import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The action button's words ('Make current', 'Remove'): what a click does, not 'OK'. */
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** An icon shown before the label when the request is not running. */
  icon?: ReactNode;
  destructive?: boolean;
  /** The button that opens the dialog, when the dialog owns it. */
  trigger?: ReactNode;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog open={p.open} onOpenChange={p.onOpenChange}>
      {p.trigger ? <DialogTrigger asChild>{p.trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{p.title}</DialogTitle>
          <DialogDescription>{p.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant={p.destructive ? 'destructive' : 'default'} disabled={p.pending} onClick={p.onConfirm}>
            {p.pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : p.icon}
            {p.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
