import { CategorySection } from './category-section';
import { DescriptionSection } from './description-section';
import { DetailsSection } from './details-section';
import { FinalSection } from './final-section';
import { HoneypotField } from './honeypot-field';
import { ImageField } from './image-field';
import { LocationSection } from './location-section';
import { PriceLinksSection } from './price-links-section';
import { useSubmissionForm } from './use-submission-form';

/**
 * The add-event form, in sections. Checked by the description's rules rather than the browser's
 * (noValidate); only the terms checkbox keeps its native required check.
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
      <HoneypotField value={form.values.website} onValueChange={(v) => form.set('website', v)} />
      <FinalSection form={form} />
    </form>
  );
}
