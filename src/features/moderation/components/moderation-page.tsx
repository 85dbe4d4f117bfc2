import { useId } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useTabParam } from '@/components/ui/use-tab-param';
import { PageMeta } from '@/features/city';
import { MODERATION_HEAD } from '@/content/page-heads';
import { ImportSources } from './import-sources';
import { PendingQueue } from './pending-queue';
import { ReviewHistory } from './review-history';

const TABS = [
  { value: 'propuestas', label: 'Propuestas' },
  { value: 'fuentes', label: 'Fuentes' },
] as const;

/** /moderacion: 'Propuestas' (queue and history) and 'Fuentes' tabs, kept in `?tab=` for reloads and links. */
export function ModerationPage({ userId }: { userId: string }) {
  const [tab, select] = useTabParam(TABS);
  const idBase = useId();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:py-12">
      <PageMeta {...MODERATION_HEAD} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900 md:text-4xl">Moderación de eventos</h1>
        <p className="text-gray-700">
          {tab === 'propuestas'
            ? 'Revisa cada propuesta tal como se verá publicada. Al aprobarla aparece en la agenda al momento; al rechazarla, indica el motivo.'
            : 'Las agendas públicas que se importan cada hora: añade una, páusala o impórtala ahora.'}
        </p>
      </header>
      <TabList
        idBase={idBase}
        label="Secciones de moderación"
        items={TABS}
        value={tab}
        onValueChange={select}
        className="max-w-md"
      />
      <TabPanel idBase={idBase} value={tab} className="space-y-12">
        {tab === 'propuestas' ? (
          <>
            <PendingQueue />
            <ReviewHistory currentUserId={userId} />
          </>
        ) : (
          <ImportSources />
        )}
      </TabPanel>
    </div>
  );
}
