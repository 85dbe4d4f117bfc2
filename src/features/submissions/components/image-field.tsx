import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  EVENT_IMAGE_ACCEPT,
  eventImageDeclarationError,
} from '../../../../supabase/functions/_shared/event_image.ts';
import { FieldShell } from '@/components/ui/field-shell';
import { fieldAria } from '@/components/ui/field-aria';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { FormSection } from './form-section';
import type { SubmissionForm } from './use-submission-form';

const ID = 'image';

/** A file input, the picture's preview and 'Quitar imagen'; a wrong type or size is refused here. */
export function ImageField({ form }: { form: SubmissionForm }) {
  const { values, errors, change } = form;
  const image = values.image;
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLImageElement>(null);
  // A refused file never becomes the form's value: its message lives here until the next choice.
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? errors.image;
  const hint = m.submissions_image_hint();

  // The preview's object URL is released when the picture changes; with none, the input forgets its file.
  useEffect(() => {
    if (!image) {
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(image);
    if (preview.current) preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const choose = (file: File | null) => {
    const problem = file ? eventImageDeclarationError(file.type, file.size, getLocale()) : null;
    setRefused(problem);
    // A refused file is not kept by the input either, so choosing it again is a change again.
    if (problem && input.current) input.current.value = '';
    change((v) => ({ ...v, image: problem ? null : file }), [ID]);
  };

  // The button goes with the picture: focus returns to the input, not to the page's start.
  const remove = () => {
    choose(null);
    input.current?.focus();
  };

  return (
    <FormSection title={m.submissions_image_title()}>
      <FieldShell id={ID} label={m.submissions_image_label()} hint={hint} error={error}>
        <input
          ref={input}
          id={ID}
          name={ID}
          type="file"
          accept={EVENT_IMAGE_ACCEPT}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-4 file:py-2 file:font-semibold file:text-gray-900 hover:file:bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
          {...fieldAria(ID, { hint, error })}
        />
      </FieldShell>
      {image && (
        <div className="flex flex-wrap items-end gap-4">
          <img
            ref={preview}
            alt={m.submissions_image_preview_alt({ name: image.name })}
            className="max-h-60 max-w-full rounded-xl border border-gray-200 object-contain"
          />
          <Button variant="outline" size="sm" onClick={remove}>
            {m.submissions_image_remove()}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
