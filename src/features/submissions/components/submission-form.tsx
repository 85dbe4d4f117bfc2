import { CategorySection } from './category-section';
import { DescriptionSection } from './description-section';
import { DetailsSection } from './details-section';
import { FinalSection } from './final-section';
import { ImageField } from './image-field';
import { LocationSection } from './location-section';
import { PriceLinksSection } from './price-links-section';
import { useSubmissionForm } from './use-submission-form';

/**
 * The add-event form, in sections. Checked by the description's rules rather than the browser's
 * (noValidate); only the terms checkbox keeps its native required check.
 *
 * 'website' is the anti-spam trap: a field people never see or reach (off screen, out of the tab
 * order, hidden from screen readers, no autofill). Bots that fill every input fill it; the server refuses.
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
