import { CategorySection } from './category-section';
import { DescriptionSection } from './description-section';
import { DetailsSection } from './details-section';
import { FinalSection } from './final-section';
import { ImageField } from './image-field';
import { LocationSection } from './location-section';
import { PriceLinksSection } from './price-links-section';
import { useSubmissionForm } from './use-submission-form';

/**
 * The add-event form, checked by its own rules (noValidate; only the terms keep the native check).
 * 'website' is the anti-spam trap: people never see or reach it; bots fill it and the server refuses.
 */
export function SubmissionForm() {
  const form = useSubmissionForm();
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Añadir evento" className="relative space-y-6">
      <DetailsSection form={form} />
      <LocationSection form={form} />
      <CategorySection form={form} />
      <DescriptionSection form={form} />
      <ImageField form={form} />
      <PriceLinksSection form={form} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">Sitio web</label>
        <input
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={form.values.website}
          onChange={(e) => form.set('website', e.target.value)}
        />
      </div>
      <FinalSection form={form} />
    </form>
  );
}
