import { LandingPage, getLanding, type LandingId } from '@/features/landings';

/** Every preset landing (/musica, /fiestas, /tardeos, /casco-viejo, /fin-de-semana, /sabado, …). */
export default function LandingRoute({ landing }: { landing: LandingId }) {
  // One instance per landing: moving from /musica to /cultura starts again from the new preset.
  return <LandingPage key={landing} landing={getLanding(landing)} />;
}
