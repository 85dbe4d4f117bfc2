import { buttonClasses } from '@/components/ui/button-classes';
import { GlobeIcon } from '@/components/ui/icons';
import type { Platform } from '../domain/detect';
import { chromeIntentUrl, systemBrowserIntentUrl } from '../domain/open-links';

const stepsClass = 'list-decimal space-y-1 pl-5 text-sm text-gray-800';
const headingClass = 'text-base font-semibold text-gray-900';

function AndroidSteps() {
  return (
    <div className="space-y-3">
      <a href={chromeIntentUrl(window.location)} className={buttonClasses('primary', 'md', 'w-full')}>
        <GlobeIcon width={18} height={18} />
        Abrir en Chrome
      </a>
      <a href={systemBrowserIntentUrl(window.location)} className={buttonClasses('outline', 'md', 'w-full')}>
        Abrir en el navegador del sistema
      </a>
      <h3 className={headingClass}>Si no se abre</h3>
      <ol className={stepsClass}>
        <li>Pulsa el menú ⋮ arriba a la derecha.</li>
        <li>Elige «Abrir en Chrome» o «Abrir en el navegador externo».</li>
      </ol>
    </div>
  );
}

function IosSteps() {
  return (
    <div className="space-y-3">
      <h3 className={headingClass}>En Safari</h3>
      <ol className={stepsClass}>
        <li>Pulsa el menú ••• arriba a la derecha.</li>
        <li>Elige «Abrir en el navegador externo» o «Abrir en Safari».</li>
      </ol>
      <h3 className={headingClass}>En Chrome</h3>
      <ol className={stepsClass}>
        <li>Pulsa «Copiar enlace», aquí debajo.</li>
        <li>Abre Chrome y pega el enlace en la barra de direcciones.</li>
      </ol>
    </div>
  );
}

function OtherSteps() {
  return (
    <ol className={stepsClass}>
      <li>Pulsa «Copiar enlace», aquí debajo.</li>
      <li>Abre tu navegador y pega el enlace en la barra de direcciones.</li>
    </ol>
  );
}

/** Android: open in Chrome or the system browser; iOS: Safari or Chrome instructions. */
export function PlatformSteps({ platform }: { platform: Platform }) {
  if (platform === 'android') return <AndroidSteps />;
  if (platform === 'ios') return <IosSteps />;
  return <OtherSteps />;
}
