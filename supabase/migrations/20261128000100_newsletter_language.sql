-- The newsletter's language: 'es' (Spanish, the default) or 'eu' (Basque). The reader chooses it with
-- the rest of their newsletter preferences (the owner-update policy and grant cover the new column);
-- send-newsletter writes each e-mail in it.
alter table public.newsletter_preferences
  add column language text not null default 'es',
  add constraint newsletter_language_valid check (language in ('es', 'eu'));

comment on column public.newsletter_preferences.language is 'Language of the newsletter e-mail: es or eu.';
