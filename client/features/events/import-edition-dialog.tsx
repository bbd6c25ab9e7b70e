// "Import": a new draft from an exported edition document (a JSON file), under a name and an address.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LoaderCircle, Upload } from 'lucide-react';
import { editionSlugField, slugFromName } from '@shared/schemas/events';
import { editionDocumentSchema } from '@shared/schemas/edition-document';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useImportEdition } from './mutations';

const importFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  slug: editionSlugField,
});
type ImportForm = z.infer<typeof importFormSchema>;

/** The document in a chosen file, or the reason it cannot be imported. */
export async function readEditionFile(file: File) {
  try {
    const parsed = editionDocumentSchema.safeParse(JSON.parse(await file.text()));
    return parsed.success ? { document: parsed.data } : { error: 'This file is not an exported edition document.' };
  } catch {
    return { error: 'This file is not valid JSON.' };
  }
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const importEdition = useImportEdition();
  const [document, setDocument] = useState<z.infer<typeof editionDocumentSchema> | null>(null);
  const [fileError, setFileError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ImportForm>({ resolver: zodResolver(importFormSchema), defaultValues: { name: '', slug: '' } });

  const onFile = async (file: File | undefined) => {
    setDocument(null);
    setFileError(undefined);
    if (!file) return;
    const read = await readEditionFile(file);
    if ('error' in read) return setFileError(read.error);
    setDocument(read.document);
    setValue('name', read.document.name);
    setValue('slug', slugFromName(read.document.name));
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!document) return setFileError('Choose an exported edition file.');
    try {
      await importEdition.mutateAsync({ ...values, document });
      onDone();
    } catch (err) {
      applyServerFieldErrors(setError, err, ['name', 'slug']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Edition file (JSON)" error={fileError} required>
        <Input type="file" accept="application/json,.json" onChange={(e) => void onFile(e.target.files?.[0])} />
      </FormField>
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Address" error={errors.slug?.message} required>
        <Input autoComplete="off" spellCheck={false} {...register('slug')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null} Import
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ImportEditionDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" /> Import
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Import an edition</DialogTitle>
          <DialogDescription>A new draft from a document exported here or by another deployment.</DialogDescription>
        </DialogHeader>
        {open ? <ImportForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
