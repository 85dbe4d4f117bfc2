import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldAria } from '@/components/ui/field-aria';
import { FieldError, FieldHint } from '@/components/ui/field-shell';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { MIN_DESCRIPTION_CHARS } from '../../../../supabase/functions/_shared/submission_rules.ts';
import { getTopLevelLocations } from '@/config/locations';
import { useCity } from '@/features/city';
import { changeStartDate, changeTown, neighborhoodOptions, setFree } from '../domain/form-changes';
import { parseFormDate } from '../domain/form-dates';
import { descriptionLength } from '../domain/form-rules';
import { OTHER_TOWN } from '../domain/form-values';
import { CategorySection } from './category-section';
import { DateField } from './date-field';
import { FormSection } from './form-section';
import { ImageField } from './image-field';
import { RepeatFieldset } from './repeat-fieldset';
import { useSubmissionForm } from './use-submission-form';
import { m } from '@/i18n/paraglide/messages.js';

/**
 * The add-event form, checked by its own rules (noValidate; only the terms keep the native check).
 * 'website' is the anti-spam trap: people never see or reach it; bots fill it and the server refuses.
 */
export function SubmissionForm() {
  const form = useSubmissionForm();
  const { values, errors, alert, sending, change, set, field } = form;
  const { city } = useCity();
  const neighborhoods = neighborhoodOptions(city.locations, values.town);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={m.submissions_form_label()}
      className="relative space-y-6"
    >
      <FormSection title={m.submissions_details_title()}>
        <TextField {...field('title')} label={m.submissions_title_label()} required maxLength={200} />
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            id="startDate"
            label={m.submissions_start_date_label()}
            required
            value={values.startDate}
            onValueChange={(v) => change((old) => changeStartDate(old, v), ['startDate', 'repeatWeekdays'])}
            error={errors.startDate}
          />
          <TextField
            {...field('startTime')}
            label={m.submissions_start_time_label()}
            required
            type="time"
            step={60}
          />
          {values.repeat === 'none' ? (
            <DateField
              {...field('endDate')}
              label={m.submissions_end_date_label()}
              notBefore={parseFormDate(values.startDate)}
            />
          ) : (
            <p className="self-end rounded-xl bg-gray-50 p-3 text-sm text-gray-700">
              <span className="font-semibold">{m.submissions_end_date_series_label()}</span>{' '}
              {m.submissions_end_date_series_text()}
            </p>
          )}
          <TextField {...field('endTime')} label={m.submissions_end_time_label()} type="time" step={60} />
        </div>
        <RepeatFieldset form={form} />
      </FormSection>
      <FormSection title={m.submissions_location_title()}>
        <SelectField
          id="town"
          label={m.submissions_town_label()}
          required
          value={values.town}
          onValueChange={(v) => change((vs) => changeTown(vs, v), ['town', 'customTown', 'neighborhood'])}
          error={errors.town}
          options={[
            { value: '', label: m.submissions_town_choose() },
            ...getTopLevelLocations(city.locations).map((t) => ({ value: t.id, label: t.name })),
            { value: OTHER_TOWN, label: m.submissions_town_other() },
          ]}
        />
        {values.town === OTHER_TOWN && (
          <TextField
            {...field('customTown')}
            label={m.submissions_custom_town_label()}
            required
            maxLength={120}
            autoComplete="address-level2"
          />
        )}
        {neighborhoods.length > 0 && (
          <SelectField
            {...field('neighborhood')}
            label={m.submissions_neighborhood_label()}
            options={[
              { value: '', label: m.submissions_neighborhood_none() },
              ...neighborhoods.map((n) => ({ value: n.id, label: n.name })),
            ]}
          />
        )}
        <TextField
          {...field('address')}
          label={m.submissions_address_label()}
          required
          maxLength={300}
          autoComplete="street-address"
          placeholder={m.submissions_address_placeholder()}
        />
        <TextAreaField
          {...field('comoLlegar')}
          label={m.submissions_directions_label()}
          rows={3}
          maxLength={1000}
          placeholder={m.submissions_directions_placeholder()}
        />
      </FormSection>
      <CategorySection form={form} />
      <FormSection title={m.submissions_description_title()}>
        <TextAreaField
          {...field('description')}
          label={m.submissions_description_label()}
          required
          rows={6}
          maxLength={5000}
          placeholder={m.submissions_description_placeholder()}
          hint={m.submissions_description_hint({
            min: MIN_DESCRIPTION_CHARS,
            count: descriptionLength(values.description),
          })}
        />
        <TextField
          {...field('organizer')}
          label={m.submissions_organizer_label()}
          maxLength={300}
          autoComplete="organization"
        />
        <TextAreaField
          {...field('recomendaciones')}
          label={m.submissions_recommendations_label()}
          rows={3}
          maxLength={2000}
          hint={m.submissions_recommendations_hint()}
        />
      </FormSection>
      <ImageField form={form} />
      <FormSection title={m.submissions_price_title()}>
        <Checkbox
          id="isFree"
          name="isFree"
          label={m.submissions_free_label()}
          checked={values.isFree}
          onChange={(e) => change((v) => setFree(v, e.target.checked), ['isFree', 'price'])}
        />
        {!values.isFree && (
          <TextField
            {...field('price')}
            label={m.submissions_price_label()}
            placeholder={m.submissions_price_placeholder()}
            hint={m.submissions_price_hint()}
            maxLength={40}
          />
        )}
        <TextField
          {...field('link')}
          label={m.submissions_link_label()}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          hint={m.submissions_link_hint()}
          maxLength={2048}
        />
      </FormSection>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">{m.submissions_website_label()}</label>
        <input
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>
      <FormSection title={m.submissions_finish_title()}>
        <div>
          <Checkbox
            id="wantsFeatured"
            name="wantsFeatured"
            label={m.submissions_featured_label()}
            aria-describedby="wantsFeatured-hint"
            checked={values.wantsFeatured}
            onChange={(e) => set('wantsFeatured', e.target.checked)}
          />
          <FieldHint id="wantsFeatured">{m.submissions_featured_hint()}</FieldHint>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field('contactName')}
            label={m.submissions_contact_name_label()}
            autoComplete="name"
            maxLength={200}
          />
          <TextField
            {...field('contactEmail')}
            label={m.submissions_contact_email_label()}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            hint={m.submissions_contact_email_hint()}
          />
        </div>
        <div>
          <Checkbox
            id="acceptTerms"
            name="acceptTerms"
            required
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            {...fieldAria('acceptTerms', { error: errors.acceptTerms })}
            label={
              <>
                {m.submissions_terms_before_link()}{' '}
                <Link
                  to="/terminos"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-primary underline"
                >
                  {m.submissions_terms_link()}
                </Link>
              </>
            }
          />
          <FieldError id="acceptTerms" message={errors.acceptTerms} />
        </div>
        <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700">{m.submissions_review_notice()}</p>
        {alert && (
          <div
            role="alert"
            className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            <p className="font-semibold">{alert.message}</p>
            {alert.detail && <p>{alert.detail}</p>}
          </div>
        )}
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending && <Spinner />}
          {sending ? m.submissions_sending() : m.submissions_submit()}
        </Button>
      </FormSection>
    </form>
  );
}
