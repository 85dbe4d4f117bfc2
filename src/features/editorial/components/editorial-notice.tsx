import { InfoIcon } from '@/components/ui/icons';

/**
 * How the agenda is made, said plainly. The description's editorial header variant "adds the AI
 * banner" and its copy says an AI gathers the city's best plans 24/7. This product has no such AI,
 * so — following the project's rule that copy stays honest — this banner takes that place and says
 * what actually happens: plans are gathered and every submitted event is reviewed by the team
 * before it is published.
 */
export function EditorialNotice() {
  return (
    <p className="flex items-start gap-2 rounded-2xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-gray-800">
      <InfoIcon className="mt-0.5 shrink-0 text-primary" />
      <span>
        Agenda Norte reúne planes de la ciudad y el equipo revisa cada evento enviado antes de publicarlo.
      </span>
    </p>
  );
}
