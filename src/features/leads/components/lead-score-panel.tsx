import { HStack, List, Progress, Skeleton, Stack, Stat, Text, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TLeadScore } from '../../../../contract/leads.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { LEAD_INTENT_LABELS } from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { formatRupees } from '../../../lib/format/money.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadScore } from '../api/lead-score.ts'
import {
  percent,
  rankedFactors,
  SCORE_DIMENSION_LABELS,
  SCORE_DIMENSIONS,
  SCORE_FACTOR_MESSAGES,
} from '../model/score-factors.ts'

/** The server's own rule-based scorer (server/src/modules/ilead/scoring). */
const RULE_BASED_SCORER = /^transparent-rules/

/** The lead's score and what made it, naming honestly what computed it. */
export function LeadScorePanel({
  slug,
  leadId,
  enabled,
  fallback,
}: {
  slug: string
  leadId: string
  enabled: boolean
  /** The score the lead record carried (showAiData), for offline. */
  fallback?: TLeadScore
}) {
  const { i18n } = useLingui()
  const query = useLeadScore(slug, leadId, { enabled })
  const score = query.data ?? fallback
  if (!score) {
    if (!enabled) {
      return (
        <Text color="fg.muted" py="4">
          <Trans>The score is shown when you are online.</Trans>
        </Text>
      )
    }
    if (query.isError) {
      return (
        <ErrorState
          message={userMessage(query.error, i18n)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )
    }
    return <Skeleton height="10rem" mt="4" />
  }
  return <ScoreView score={score} />
}

function ScoreView({ score }: { score: TLeadScore }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const scorer = score.scorer
  const probability = percent(score.conversionPropensity.probability)
  const computed = formatDateTime(score.computedAt, locale)
  const intent = i18n._(LEAD_INTENT_LABELS[score.conversionPropensity.leadIntent])
  return (
    <Stack gap="5" py="4">
      <Text textStyle="sm" color="fg.muted">
        {RULE_BASED_SCORER.test(scorer) ? (
          <Trans>Score from SiteOffice's rule-based scorer, computed {computed}</Trans>
        ) : (
          <Trans>
            Score from {scorer}, computed {computed}
          </Trans>
        )}
      </Text>
      <Wrap gap="8">
        <Stat.Root>
          <Stat.Label>
            <Trans>Score</Trans>
          </Stat.Label>
          <Stat.ValueText>{Math.round(score.aiScore)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>
            <Trans>Conversion propensity</Trans>
          </Stat.Label>
          <Stat.ValueText>{`${probability}%`}</Stat.ValueText>
          <Stat.HelpText>
            <Trans>Intent: {intent}</Trans>
          </Stat.HelpText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>
            <Trans>Expected value</Trans>
          </Stat.Label>
          <Stat.ValueText>{formatRupees(score.expectedValue, locale, 0)}</Stat.ValueText>
        </Stat.Root>
      </Wrap>
      <Stack gap="3" maxW="28rem">
        {SCORE_DIMENSIONS.map((dimension) => {
          const label = i18n._(SCORE_DIMENSION_LABELS[dimension])
          const value = Math.round(score[dimension])
          return (
            <Progress.Root key={dimension} value={value} max={100} size="sm">
              <HStack justify="space-between">
                <Progress.Label>{label}</Progress.Label>
                <Progress.ValueText>{t`${value} of 100`}</Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )
        })}
      </Stack>
      <ScoreWeights score={score} />
      <Stack gap="2">
        <Text fontWeight="medium">
          <Trans>Why</Trans>
        </Text>
        <List.Root gap="1" ps="5">
          {rankedFactors(score).map((factor) => {
            const points = factor.points > 0 ? `+${factor.points}` : String(factor.points)
            return (
              <List.Item key={factor.factor}>
                {i18n._(SCORE_FACTOR_MESSAGES[factor.factor])}{' '}
                <Text as="span" color={factor.points > 0 ? 'fg.success' : 'fg.error'}>
                  {`(${points})`}
                </Text>
              </List.Item>
            )
          })}
        </List.Root>
      </Stack>
    </Stack>
  )
}

/** Which weights combined the dimensions: the agent moderation parameters' or the formula's. */
function ScoreWeights({ score }: { score: TLeadScore }) {
  const { i18n } = useLingui()
  const weights = score.weights
  if (!weights) return null
  const list = SCORE_DIMENSIONS.map(
    (d) => `${i18n._(SCORE_DIMENSION_LABELS[d])} ${formatPercent(weights[d], i18n.locale)}`,
  ).join(', ')
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="score-weights">
      {weights.source === 'moderation' ? (
        <Trans>Weighted by the agent moderation parameters: {list}</Trans>
      ) : (
        <Trans>Weighted by the scorer's own weights (no agent moderation parameters): {list}</Trans>
      )}
    </Text>
  )
}

const formatPercent = (value: number, locale: string) =>
  `${value.toLocaleString(locale, { maximumFractionDigits: 2 })}%`
