import { utility } from '@keelson/core';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShare, formatUtility } from '../../../lib/format';
import type { LiveResults } from '../model/live-results';
import { CompletenessWarning } from './completeness-warning';

/** Header height of the app shell plus a gap: where the panel stops when the page scrolls. */
const stickyTop = 'calc(60px + var(--mantine-spacing-md))';

/**
 * The ranking beside the ratings on a wide screen: sticky while the page scrolls, so that every rating shows its
 * effect at once — rank, total utility, completeness, the K.O. and the warning about a leader with few answers. Only
 * rated alternatives are ranked; those with nothing answered yet are listed below as not yet rated.
 * `outcome` is the live results, or a message while they wait or failed.
 */
export function LiveRanking({ outcome, criteria }: { outcome: LiveResults | null; criteria: readonly utility.Criterion[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const notRatedId = useId();
  const nodes = utility.allNodes(criteria);
  // Core ranks only alternatives with a utility; the others (rank null) are listed apart, as not yet rated.
  const notRated = outcome?.ok === true ? outcome.results.filter((result) => result.rank === null) : [];
  // The criteria that knocked an alternative out, in short; the results below give the template's reasons.
  const knockedOutBy = (result: { knockOuts: readonly { leafId: string; reason: string }[] }) =>
    result.knockOuts.length === 0
      ? null
      : t('questionnaire.live.knockedOut', {
          criteria: [...new Set(result.knockOuts.map((rule) => nodes.find((node) => node.id === rule.leafId)?.title ?? rule.reason))].join(', '),
        });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      // The panel scrolls on its own when many alternatives make it taller than the screen.
      tabIndex={0}
      style={{ position: 'sticky', top: stickyTop, maxHeight: `calc(100dvh - ${stickyTop} - var(--mantine-spacing-md))`, overflowY: 'auto' }}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('questionnaire.live.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('questionnaire.live.lead')}
          </Text>
        </div>
        {outcome === null || (outcome.ok && outcome.results.length === 0) ? (
          <Text size="sm">{t('questionnaire.results.empty')}</Text>
        ) : !outcome.ok ? (
          <Text size="sm">{outcome.message}</Text>
        ) : (
          <>
            <CompletenessWarning results={outcome.results} compact />
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {outcome.results.flatMap((result) => {
                if (result.rank === null) return [];
                const knockedOut = knockedOutBy(result);
                return [
                  <Box component="li" key={result.alternativeId}>
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {t('questionnaire.live.entry', { rank: result.rank, name: result.name })}
                      </Text>
                      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatUtility(result.utility)}
                      </Text>
                    </Group>
                    <Box h={6} bg="gray.2" style={{ borderRadius: 3, overflow: 'hidden' }} aria-hidden="true">
                      <Box h="100%" w={`${String(Math.round(result.completeness * 100))}%`} bg={knockedOut === null ? 'keelson.6' : 'gray.6'} />
                    </Box>
                    <Text size="xs" c="dimmed">
                      {t('questionnaire.live.answered', { percent: formatShare(result.completeness) })}
                    </Text>
                    {knockedOut === null ? null : (
                      <Text size="xs" c="red.9" fw={500}>
                        {knockedOut}
                      </Text>
                    )}
                  </Box>,
                ];
              })}
            </Stack>
            {notRated.length === 0 ? null : (
              <div>
                <Title order={3} size="h6" id={notRatedId}>
                  {t('questionnaire.live.notRatedHeading')}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('questionnaire.live.notRatedLead')}
                </Text>
                <Stack component="ul" aria-labelledby={notRatedId} gap={2} m={0} mt={4} p={0} style={{ listStyle: 'none' }}>
                  {notRated.map((result) => (
                    <Text component="li" key={result.alternativeId} style={{ overflowWrap: 'anywhere' }}>
                      {result.name}
                    </Text>
                  ))}
                </Stack>
              </div>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
