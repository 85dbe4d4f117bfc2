import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import { POINTS_NEWSLETTER } from '@/config/constants';
import { useAuth } from '@/features/auth';
import { useCity } from '@/features/city';
import { pointsKeys } from '@/features/points';
import { rankingKeys } from '@/features/ranking';
import { invokeFunction } from '@/lib/function-call';
import { earnsPoints, type NewsletterPreferences } from '../domain/preferences';
import { newsletterQueries, savePreferences } from './newsletter-queries';

/**
 * Saves; then, for an active subscription, asks for the newsletter points (the server decides 10 or 15,
 * once). A failed award never undoes the saved preferences: it is only logged.
 */
export function useSaveNewsletter() {
  const { user } = useAuth();
  const { city } = useCity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: NewsletterPreferences) => {
      if (!user) throw new Error(m.newsletter_sign_in_to_save());
      return savePreferences(user.id, city.id, prefs);
    },
    onSuccess: async (saved) => {
      if (!user) return;
      queryClient.setQueryData(newsletterQueries.preferences(user.id).queryKey, saved);
      toast.success(m.newsletter_saved());
      if (!earnsPoints(saved)) return;
      try {
        // The points asked for are only a request: the server decides the amount (0 is not an error).
        const { awarded } = await invokeFunction<{ awarded: number }>('award-system-points', {
          user_id: user.id,
          points: POINTS_NEWSLETTER,
          action_type: 'newsletter',
          description: 'Suscripción a la newsletter',
        });
        if (awarded > 0) {
          toast.success(m.newsletter_points_title(), {
            description: m.newsletter_points_description({ awarded }),
          });
          void queryClient.invalidateQueries({ queryKey: pointsKeys.user(user.id) });
          void queryClient.invalidateQueries({ queryKey: rankingKeys.all });
        }
      } catch (error) {
        console.warn('newsletter points:', error);
      }
    },
    onError: (error) => toast.error(m.newsletter_error(), { description: error.message }),
  });
}
