import { Checkbox } from '@/components/ui/checkbox';
import { CloseIcon } from '@/components/ui/icons';
import { getCategoryName, TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { subcategoryOptions, toggleCategory } from '../domain/form-changes';
import { describedBy } from '@/components/ui/field-aria';
import { FieldError, RequiredMark } from '@/components/ui/field-shell';
import { SelectField } from '@/components/ui/form-controls';
import { m } from '@/i18n/paraglide/messages.js';
import { FormSection } from './form-section';
import type { SubmissionForm } from './use-submission-form';

const RESET = ['categories', 'subcategory'] as const;

export function CategorySection({ form }: { form: SubmissionForm }) {
  const { values, errors, change, field } = form;
  const subcategories = subcategoryOptions(values.categories);
  const error = errors.categories;
  return (
    <FormSection title={m.submissions_category_title()} intro={m.submissions_category_intro()}>
      <fieldset aria-describedby={describedBy('categories', undefined, error)} className="space-y-3">
        <legend className="text-sm font-semibold text-gray-800">
          {m.submissions_categories_legend()} <RequiredMark />
        </legend>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOP_LEVEL_CATEGORIES.map((category) => (
            <Checkbox
              key={category.id}
              name="categories"
              value={category.id}
              checked={values.categories.includes(category.id)}
              onChange={() => change((v) => toggleCategory(v, category.id), RESET)}
              aria-invalid={error ? true : undefined}
              label={
                <>
                  <span aria-hidden="true">{category.icon} </span>
                  {getCategoryName(category.id)}
                </>
              }
            />
          ))}
        </div>
        <FieldError id="categories" message={error} />
      </fieldset>
      {values.categories.length > 0 && (
        <ul aria-label={m.submissions_categories_chosen()} className="flex flex-wrap gap-2">
          {values.categories.map((id) => (
            <li
              key={id}
              className="inline-flex items-center rounded-full bg-primary/10 pl-3 text-sm font-medium text-gray-900"
            >
              {getCategoryName(id)}
              <button
                type="button"
                aria-label={m.submissions_category_remove({ name: getCategoryName(id) })}
                onClick={() => change((v) => toggleCategory(v, id), RESET)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-primary/15"
              >
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {subcategories.length > 0 && (
        <SelectField
          {...field('subcategory')}
          label={m.submissions_subcategory_label()}
          options={[
            { value: '', label: m.submissions_subcategory_none() },
            ...subcategories.map((c) => ({ value: c.id, label: getCategoryName(c.id) })),
          ]}
        />
      )}
    </FormSection>
  );
}
