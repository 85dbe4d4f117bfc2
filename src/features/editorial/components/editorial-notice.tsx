import { InfoIcon } from '@/components/ui/icons';

/**
 * How the agenda is made, said plainly and no more: the public agendas (Kulturklik, the municipal
 * ones) are imported by a program that runs on its own, and the team reviews every event people
 * send before it is published. Nothing here picks or writes plans by itself, so the copy claims no
 * AI. Imported events are not reviewed one by one, so the review is said of sent events only.
 */
export function EditorialNotice() {
  return (
    <p className="flex items-start gap-2 rounded-2xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-gray-800">
      <InfoIcon className="mt-0.5 shrink-0 text-primary" />
      <span>
        Agenda Norte reúne automáticamente agendas públicas, como Kulturklik y agendas municipales, y el
        equipo revisa cada evento que se envía antes de publicarlo.
      </span>
    </p>
  );
}
